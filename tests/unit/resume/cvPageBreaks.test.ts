/**
 * The CV's page breaks, read page by page as a reader gets them (pdf.js): a section's heading is on
 * the page of its first item, and a short section (the content's own sections: education, languages)
 * is on one page. The fixture's CVs in every language, on both papers and with one project fewer,
 * so its sections meet the end of a page in several places (A4 without the first project ends the
 * Russian page 1 with room for the languages' heading and one item, not both).
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GeneratedCv, Resume, WrittenPageContent } from '../../../src/contentShape/types';
import type { SiteContent } from '../../../vite/content/contentModule';
import { languagesOf } from '../../../vite/content/languagesOf';
import { languageResumes } from '../../../vite/resume/languageResumes';
import * as fixture from '../../fixtures/content-full/site';
import { readPdf } from '../../support/pdfText';

const fixtureDir = path.resolve(import.meta.dirname, '../../fixtures/content-full');
const cv = fixture.resume.cv!;

interface PrintedSection {
  heading: string;
  /** Each item's texts, in order. */
  items: string[][];
  /** Short enough that it never needs two pages. */
  short: boolean;
}

/** The sections a CV of `content` prints, from the content (the summary and technologies are paragraphs: their first words stand for their item). */
function printedSections(content: WrittenPageContent & { resume?: Resume | null }): PrintedSection[] {
  const generated = content.resume!.cv! as GeneratedCv;
  const projects = generated.projects!.map((id) => content.projects.find((project) => project.id === id)!);
  return [
    { heading: generated.headings.summary, items: [[generated.summary!.slice(0, 20)]], short: true },
    {
      heading: generated.headings.experience,
      items: content.experience.entries.map((entry) => [entry.role]),
      short: false,
    },
    { heading: generated.headings.technologies, items: [[content.techStack.items[0]!.title]], short: false },
    { heading: generated.headings.projects, items: projects.map((project) => [project.title]), short: false },
    ...generated.sections!.map((section) => ({
      heading: section.title,
      items: section.items.map((item) => [item.title, item.text ?? '']),
      short: true,
    })),
  ];
}

// Arabic presentation forms as their letters, and no spaces (pdf.js drops some where directions meet).
const readable = (text: string) => text.normalize('NFKC').replace(/\s+/g, '');

const shapes = (['A4', 'Letter'] as const).flatMap((paper) =>
  [
    [1, 2, 3],
    [2, 3],
  ].map((projects) => ({ paper, projects, name: `${paper}, projects ${projects.join(' ')}` })),
);

describe.each(shapes)('the fixture CV on $name', async ({ paper, projects }) => {
  const content: SiteContent = { ...fixture, resume: { ...fixture.resume, cv: { ...cv, paper, projects } } };
  const resumes = await languageResumes(languagesOf(content), fixtureDir, 'https://your-handle.github.io/portfolio/');

  it.each(resumes.map((resume) => [resume.lang, resume] as const))(
    'in %s keeps each heading with its first item and each short section on one page',
    async (lang, resume) => {
      const pdf = await readPdf(resume.shipped!.pdf.source);
      const pages = pdf.pageTexts.map(readable);
      const language = fixture.languages.others.find((other) => other.lang === lang);
      const printed = language
        ? (await import('../../../vite/content/translatedPage')).translatedPage(content, language).content
        : content;
      const pageOf = (text: string) => pages.findIndex((page) => page.includes(readable(text)));
      for (const { heading, items, short } of printedSections(printed)) {
        const headingPage = pageOf(heading);
        expect(headingPage, `"${heading}" is printed`).toBeGreaterThanOrEqual(0);
        expect(pageOf(items[0]![0]!), `"${heading}" on the page of its first item`).toBe(headingPage);
        if (short)
          for (const text of items.flat().filter(Boolean))
            expect(pageOf(text), `"${text}" on the page of its heading "${heading}"`).toBe(headingPage);
      }
    },
  );
});
