import type { ExperienceEntry } from '@/content/types';

const organisation = (entry: ExperienceEntry) => ({
  '@type': 'Organization',
  name: entry.organisation,
  ...(entry.link && { url: entry.link }),
});

/**
 * The work history as schema.org `Person` properties: `worksFor`, the organisations of the positions
 * still held, and `hasOccupation`, every position as a `Role` carrying its dates. Nothing without entries.
 */
export function workJsonLd(entries: readonly ExperienceEntry[]) {
  const current = entries.filter((entry) => entry.end === 'now');
  return {
    ...(current.length > 0 && { worksFor: current.map(organisation) }),
    ...(entries.length > 0 && {
      hasOccupation: entries.map((entry) => ({
        '@type': 'Role',
        startDate: entry.start,
        ...(entry.end !== 'now' && { endDate: entry.end }),
        hasOccupation: {
          '@type': 'Occupation',
          name: entry.role,
          ...(entry.technologies?.length && { skills: entry.technologies.join(', ') }),
        },
      })),
    }),
  };
}
