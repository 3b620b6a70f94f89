import { describe, expect, it } from 'vitest';
import { workJsonLd } from '@/seo/workJsonLd';
import { experience } from '../../fixtures/content-full/optionalParts';

describe('the work history in the JSON-LD', () => {
  it('adds nothing without entries', () => {
    expect(workJsonLd([])).toEqual({});
  });

  it('names the organisations of the positions still held as worksFor, with their sites', () => {
    const current = experience.entries.filter((entry) => entry.end === 'now');
    expect(current.length).toBeGreaterThan(0);
    expect(workJsonLd(experience.entries).worksFor).toEqual(
      current.map((entry) => ({
        '@type': 'Organization',
        name: entry.organisation,
        ...(entry.link && { url: entry.link }),
      })),
    );
  });

  it('leaves worksFor out when every position has ended', () => {
    const ended = experience.entries.filter((entry) => entry.end !== 'now');
    expect(workJsonLd(ended)).not.toHaveProperty('worksFor');
    expect(workJsonLd(ended).hasOccupation).toHaveLength(ended.length);
  });

  it('lists every position as a dated Role of an Occupation, with its skills; a current one has no end date', () => {
    const roles = workJsonLd(experience.entries).hasOccupation!;
    experience.entries.forEach((entry, index) => {
      const role = roles[index]!;
      expect(role).toMatchObject({
        '@type': 'Role',
        startDate: entry.start,
        hasOccupation: { '@type': 'Occupation', name: entry.role },
      });
      if (entry.end === 'now') expect(role).not.toHaveProperty('endDate');
      else expect(role.endDate).toBe(entry.end);
      if (entry.technologies) expect(role.hasOccupation.skills).toBe(entry.technologies.join(', '));
      else expect(role.hasOccupation).not.toHaveProperty('skills');
    });
  });
});
