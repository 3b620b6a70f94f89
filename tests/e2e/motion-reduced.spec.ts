import type { Page } from '@playwright/test';
import { feedback, filterTabs, projects, techStack, typingTitles } from '../../src/placeholder/site';
import { filterProjects } from '../../src/state/filterSlice';
import { scrollThrough } from '../support/scrollThrough';
import { expect, test } from './fixtures';
import { visibleCards } from './project-helpers';

test.use({ reducedMotion: 'reduce' });

/** Every GSAP chunk the page asks for: under reduced motion there must be none. */
function recordGsapRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (/gsap/i.test(new URL(request.url()).pathname)) requested.push(request.url());
  });
  return requested;
}

test('every effect shows its final state at once and GSAP is never loaded', async ({ page }) => {
  const gsapRequests = recordGsapRequests(page);
  await page.goto('./');
  const hero = page.locator('#home');
  await expect(hero.getByText(typingTitles[0], { exact: true })).toBeVisible();
  await scrollThrough(page);

  const icons = page.locator('#tech-stack [data-reveal-item]');
  await expect(icons).toHaveCount(techStack.items.length);
  const opacities = await icons.evaluateAll((items) => items.map((item) => getComputedStyle(item).opacity));
  expect(opacities, 'tech icons are shown, not waiting to fade in').toEqual(opacities.map(() => '1'));

  await page.locator('#projects').scrollIntoViewIfNeeded();
  const filters = page.getByRole('group', { name: 'Filter projects by type' });
  // A tab that narrows the cards to a set that is not empty.
  const tab = filterTabs.find(
    (candidate) => candidate.status !== 'all' && filterProjects(projects, candidate.status).length > 0,
  );
  if (!tab) throw new Error('no filter tab with projects');
  await filters.getByRole('button', { name: tab.title, exact: true }).click();
  // Read once, straight after the click: no animation, so the final set is already there.
  const cards = await visibleCards(page);
  expect(cards.filter((card) => card.opacity === 1).map((card) => card.title)).toEqual(
    filterProjects(projects, tab.status).map((project) => project.title),
  );

  const quotes = page.getByRole('region', { name: 'Feedback quotes' });
  await quotes.scrollIntoViewIfNeeded();
  await quotes.getByRole('button', { name: 'Next slide' }).click();
  const viewport = quotes.getByRole('group', { name: 'Quotes' });
  const jumped = await viewport.evaluate((element) => element.scrollLeft);
  expect(jumped, 'the slide changes without a scroll animation').toBeGreaterThan(0);
  await expect(quotes.getByRole('group', { name: `2 of ${feedback.slides.length}` })).toBeInViewport({ ratio: 0.95 });

  await page.waitForTimeout(1500);
  await expect(hero.getByText(typingTitles[0], { exact: true }), 'the title stays still').toBeVisible();
  expect(gsapRequests, 'no GSAP code, so no tween can run').toEqual([]);
});
