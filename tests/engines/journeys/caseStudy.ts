import { expect } from 'vitest';
import { cardAnchor, caseStudyPath, caseStudySlug } from '../../../src/caseStudies/caseStudyAddress';
import { projects } from '../../fixtures/content-full/site';
import type { EnginePage } from '../driver';
import { box, failedResources, waitFor } from '../inPage';
import { fixtureSite } from '../sites';

const wide = { width: 1440, height: 900 };

/**
 * A visitor opens a case study from its card (the fixture's first), finds its title, hero picture and
 * story, and the way back lands on that card.
 */
export async function caseStudyFromCard(page: EnginePage): Promise<void> {
  const project = projects.find((candidate) => candidate.caseStudy)!;
  const slug = caseStudySlug(project.caseStudy!);
  const card = `#${cardAnchor(slug)}`;
  await page.resize(wide.width, wide.height);
  await page.goto(`${fixtureSite}#projects`);
  await page.click(`${card} p a[href$="${caseStudyPath(slug)}"]`);
  await waitFor(
    page,
    'the case study opened',
    (title) => document.querySelector('h1')?.textContent === title,
    project.title,
  );
  await waitFor(page, 'its hero picture shown', () => {
    const hero = document.querySelector<HTMLImageElement>('article img');
    return Boolean(hero?.complete && hero.naturalWidth > 0);
  });
  expect(await page.evaluate(() => document.querySelectorAll('script[src]').length), 'the page ships no script').toBe(
    0,
  );
  expect(await page.evaluate(() => document.querySelectorAll('article h2').length)).toBeGreaterThan(0);
  expect(await page.evaluate(failedResources)).toEqual([]);

  await page.click('.cs-back a');
  await waitFor(page, 'back on the main page at the card', (hash) => location.hash === hash, card);
  await waitFor(
    page,
    'the card in view',
    (selector) => {
      const rect = document.querySelector(selector)?.getBoundingClientRect();
      return Boolean(rect && rect.top >= 0 && rect.top < innerHeight / 2);
    },
    card,
  );
  expect((await page.evaluate(box, card))!.top).toBeGreaterThanOrEqual(0);
  expect(await page.problems()).toEqual([]);
}
