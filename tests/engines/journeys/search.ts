import { expect } from 'vitest';
import { caseStudyPath } from '../../../src/caseStudies/caseStudyAddress';
import type { Engine, EnginePage } from '../driver';
import { hydrated, waitFor } from '../inPage';
import { keepScreenshot } from '../screen';
import { fixtureSite } from '../sites';
import { settledForScreenshot } from './languages';

const field = 'dialog[open] input[type="search"]';
const studyLink = `dialog[open] a[href$="/${caseStudyPath('search-chase')}"]`;

/** A word only the Search Chase case study has, in English and in Arabic (right to left), and the study's title there. */
const searches = [
  { lang: 'en', folder: '', word: 'replayed', title: 'Search Chase' },
  { lang: 'ar', folder: 'ar/', word: 'منصة', title: 'مطاردة البحث' },
];

/**
 * A visitor opens the search with `/`, finds a case study by one of its words and follows the result
 * to its page, in English and in Arabic, narrow and wide; Escape closes the dialog and gives the focus
 * back to the header's search button. Screenshots of the open dialog are kept in test-results/engines/.
 */
export async function searchByTheShortcut(page: EnginePage, engine: Engine): Promise<void> {
  for (const { lang, folder, word, title } of searches) {
    for (const width of [Math.max(390, engine.narrowestViewport), 1440]) {
      await page.resize(width, 900);
      await page.goto(`${fixtureSite}${folder}`);
      await waitFor(page, 'the page hydrated', hydrated);
      await page.press('/');
      await waitFor(
        page,
        'the search open, its field focused',
        (selector) => document.activeElement?.matches(selector) === true,
        field,
      );
      await page.press('Escape');
      await waitFor(
        page,
        'the focus back on the search button',
        () => document.activeElement?.matches('header a[href$="search/"]') === true,
      );
      await page.press('/');
      await waitFor(
        page,
        'the search open again',
        (selector) => document.activeElement?.matches(selector) === true,
        field,
      );
      await page.fill(field, word);
      await waitFor(
        page,
        `"${word}" finds the case study`,
        (selector) => document.querySelector(selector) !== null,
        studyLink,
      );
      expect(
        await page.evaluate(() => document.querySelector('dialog[open] [role="status"]')?.textContent ?? ''),
        `${lang} count at ${width} px`,
      ).not.toBe('');
      await settledForScreenshot(page);
      await keepScreenshot(await page.screenshot(), `${engine.id}-${lang}-${width}-search`);
      await page.click(studyLink);
      await waitFor(
        page,
        'the case study opened',
        (heading) => document.querySelector('h1')?.textContent === heading,
        title,
      );
    }
  }
  expect(await page.problems()).toEqual([]);
}
