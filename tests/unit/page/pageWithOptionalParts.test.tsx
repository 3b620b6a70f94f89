/**
 * The page when the content fills in the work history and the résumé (the fixture's), over whatever
 * the rest of the content says: the timeline, its menu items and the résumé links.
 */
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { asPage } from '../../support/asPage';
import * as content from '@/placeholder/site';
import { headTags, render } from '@/entry-server';
import { formatFileSize } from '@/language/formatFileSize';
import { formatMessage } from '@/language/formatMessage';
import { experience, resume } from '../../fixtures/content-full/optionalParts';
import { menuTitles, pdfLinks, sectionIds } from '../../support/renderedPage';

vi.mock('virtual:site-languages', async () => {
  const { sitePages } = await import('../../support/sitePages');
  const content = await import('@/placeholder/site');
  const optionalParts = await import('../../fixtures/content-full/optionalParts');
  return { siteLanguages: sitePages({ ...content, ...optionalParts }) };
});
/** The résumé the build ships for the fixture, as `virtual:resume-file` gets it. */
async function fixtureResume() {
  const { shippedResume } = await import('../../../vite/resume/shippedResume');
  const fixture = await import('../../fixtures/content-full/site');
  const shipped = await shippedResume(
    fixture,
    path.resolve(import.meta.dirname, '../../fixtures/content-full'),
    `${fixture.site.origin}/`,
    { ...fixture.languages.default, folder: '' },
  );
  return shipped!.pdf;
}

vi.mock('virtual:resume-file', async () => {
  const asset = await fixtureResume();
  const { languages } = await import('@/placeholder/site');
  return { default: { [languages.default.lang]: { href: `/${asset.fileName}`, bytes: asset.source.length } } };
});

describe('the page with experience and résumé', async () => {
  const html = await render();
  const asset = await fixtureResume();

  it('places the Experience section after the one the content names', () => {
    const ids = sectionIds(html);
    expect(ids.indexOf('experience')).toBe(ids.indexOf(experience.after) + 1);
  });

  it('adds Experience to the header, mobile and footer menus, after the item of that section', () => {
    const withExperience = (menu: readonly { title: string; target: string }[]) =>
      menu.flatMap((item) => (item.target === experience.after ? [item.title, experience.menuTitle] : [item.title]));
    expect(menuTitles(html, 'Main')).toEqual([withExperience(content.headerMenu), withExperience(content.headerMenu)]);
    expect(menuTitles(html, 'Footer')).toEqual([withExperience(content.footerMenu)]);
  });

  it('renders the history as an ordered list, each position with its role as a heading and its months as <time>', () => {
    const section = html.slice(
      html.indexOf('<section id="experience"'),
      html.indexOf('</section>', html.indexOf('<section id="experience"')),
    );
    const positions = section.split(/<li [^>]*data-reveal-item/).slice(1);
    expect(section).toMatch(/<ol[ >]/);
    expect(positions).toHaveLength(experience.entries.length);
    experience.entries.forEach((entry, index) => {
      const position = positions[index]!;
      expect(position).toContain(`>${entry.role}</h3>`);
      const times = [...position.matchAll(/<time dateTime="([^"]+)">/gi)].map((match) => match[1]);
      expect(times).toEqual(entry.end === 'now' ? [entry.start] : [entry.start, entry.end]);
    });
  });

  it('offers the résumé three times, its type and size in the text, opening in a new tab', () => {
    const links = pdfLinks(html);
    expect(links).toHaveLength(3);
    for (const link of links) {
      expect(link).toContain(`href="/${asset.fileName}"`);
      expect(link).toContain('target="_blank"');
      expect(link).toContain('rel="noopener noreferrer"');
    }
    const { lang } = content.languages.default;
    const size = formatFileSize(asset.source.length, lang);
    expect(
      html.split(formatMessage(asPage(content.interfaceText).resumeFile, { label: resume.label, size }, lang)),
    ).toHaveLength(4);
  });

  it('describes the current employer and every position in the JSON-LD', () => {
    const person = JSON.parse(
      headTags('/')
        .match(/<script type="application\/ld\+json">(.*)<\/script>/)![1]!
        .replace(/\\u003c/g, '<'),
    );
    const current = experience.entries.filter((entry) => entry.end === 'now');
    expect(person.worksFor.map((organisation: { name: string }) => organisation.name)).toEqual(
      current.map((entry) => entry.organisation),
    );
    expect(person.hasOccupation.map((role: { hasOccupation: { name: string } }) => role.hasOccupation.name)).toEqual(
      experience.entries.map((entry) => entry.role),
    );
  });
});
