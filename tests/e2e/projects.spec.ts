import type { Page } from '@playwright/test';
import { filterTabs, projects, projectsSection } from '../../src/placeholder/site';
import type { FilterStatus } from '../../src/contentShape/types';
import { filterProjects } from '../../src/state/filterSlice';
import { tokenPx } from '../support/content';
import { expect, test } from './fixtures';
import { clickWhereItIs, mouseDrag, touchSwipe } from './motion-helpers';
import { visibleCards, type CardLook } from './project-helpers';

const cards = (page: Page) => page.getByRole('list', { name: 'Projects' }).getByRole('article');
const filters = (page: Page) => page.getByRole('group', { name: 'Filter projects by type' });
const carousel = (page: Page) => page.getByRole('region', { name: 'Project cards' });
const projectList = (page: Page) => page.getByRole('list', { name: 'Projects' });

const countFor = (status: FilterStatus) => filterProjects(projects, status).length;
const typeTabs = filterTabs.filter((tab) => tab.status !== 'all');
/** The tab that shows the fewest cards, so switching to it has cards to fade out. */
const narrowestTab = [...typeTabs].sort((a, b) => countFor(a.status) - countFor(b.status))[0]!;
const allTab = filterTabs.find((tab) => tab.status === 'all')!;
const tabButton = (page: Page, title: string) => filters(page).getByRole('button', { name: title, exact: true });

const overlaps = (a: CardLook['box'], b: CardLook['box']) =>
  a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;

/** The Projects section in view, with the animation code (GSAP Flip, loaded after hydration) arrived. */
async function openWithFlip(page: Page) {
  const flipCode = page.waitForResponse((response) => /\/gsapFlip-[\w-]+\.js$/.test(response.url()));
  await page.goto('./#projects');
  await projectList(page).scrollIntoViewIfNeeded();
  await (await flipCode).finished();
}

async function expectRestingOn(page: Page, status: FilterStatus) {
  const wanted = filterProjects(projects, status).map((project) => project.title);
  await expect
    .poll(async () => (await visibleCards(page)).map((card) => card.title), { message: `cards for ${status}` })
    .toEqual(wanted);
  await expect
    .poll(async () => (await visibleCards(page)).filter((card) => card.opacity < 1).length, {
      message: 'no card left faded',
    })
    .toBe(0);
  const cardsNow = await visibleCards(page);
  for (const [index, card] of cardsNow.entries()) {
    for (const other of cardsNow.slice(index + 1))
      expect(overlaps(card.box, other.box), `${card.title} overlaps ${other.title}`).toBe(false);
  }
}

test.describe('above 823 px', () => {
  for (const { title: tab, status } of [...typeTabs, allTab]) {
    const count = countFor(status);
    test(`${tab} shows ${count} project cards`, async ({ page }) => {
      await page.goto('./#projects');
      await tabButton(page, tab).click();
      await expect(tabButton(page, tab)).toHaveAttribute('aria-pressed', 'true');
      await expect(cards(page).filter({ visible: true })).toHaveCount(count);
      const empty = page.getByText(projectsSection.emptyState);
      if (count === 0) await expect(empty).toBeVisible();
      else await expect(empty).toBeHidden();
    });
  }

  test('a tab change fades the leaving cards out instead of removing them at once', async ({ page }) => {
    await openWithFlip(page);
    // Cards glide for a fraction of a second: on a busy machine a look can miss it, so look again.
    await expect
      .poll(
        async () => {
          await tabButton(page, narrowestTab.title).click();
          const during = (await visibleCards(page)).length;
          await tabButton(page, allTab.title).click();
          await expectRestingOn(page, 'all');
          return during;
        },
        { message: 'leaving cards fade out instead of vanishing at once' },
      )
      .toBeGreaterThan(countFor(narrowestTab.status));
  });

  for (const { title: tab, status } of [...typeTabs, allTab]) {
    const from = status === 'all' ? narrowestTab : allTab;
    test(`from ${from.title} to ${tab}, the grid comes to rest on exactly its cards, none overlapping or faded`, async ({
      page,
    }) => {
      await openWithFlip(page);
      await tabButton(page, from.title).click();
      await expectRestingOn(page, from.status);
      await tabButton(page, tab).click();
      await expectRestingOn(page, status);
    });
  }

  test('a tab change in mid-flight still ends in a clean grid', async ({ page }) => {
    await openWithFlip(page);
    await tabButton(page, narrowestTab.title).click();
    await page.waitForTimeout(120);
    await tabButton(page, allTab.title).click();
    await expectRestingOn(page, 'all');
  });

  test('cards wrap into a grid of cards between the card-min and card-max widths', async ({ page }) => {
    await page.goto('./#projects');
    const [cardMin, cardMax] = [await tokenPx(page, 'card-min'), await tokenPx(page, 'card-max')];
    const boxes = await cards(page).evaluateAll((els) =>
      els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect),
    );
    expect(boxes).toHaveLength(projects.length);
    for (const box of boxes) {
      expect(box.width).toBeGreaterThanOrEqual(cardMin);
      expect(box.width).toBeLessThanOrEqual(cardMax);
    }
    const perRow = boxes.filter((box) => Math.round(box.top) === Math.round(boxes[0]!.top)).length;
    expect(perRow, 'cards side by side').toBeGreaterThanOrEqual(Math.min(projects.length, 2));
    expect(new Set(boxes.map((box) => Math.round(box.top))).size, 'rows of cards').toBe(
      Math.ceil(projects.length / perRow),
    );
  });

  test('a project without a link says so instead of showing a dead link', async ({ page }) => {
    await page.goto('./#projects');
    for (const project of projects.filter((candidate) => candidate.hrefCode === '#')) {
      const card = cards(page).filter({ hasText: project.text });
      await expect(card.getByRole('link', { name: /View Code/ })).toHaveCount(0);
      await expect(card.getByText('View Code')).toBeVisible();
    }
    await expect(page.locator('#projects a[href="#"]')).toHaveCount(0);
  });
});

test.describe('at 800 px', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test(`tabs are hidden and all ${projects.length} cards are reachable in one row`, async ({ page }) => {
    await page.goto('./#projects');
    await expect(filters(page)).toBeHidden();
    await expect(cards(page)).toHaveCount(projects.length);
    for (const project of projects) {
      const card = cards(page).filter({ hasText: project.text });
      await card.scrollIntoViewIfNeeded();
      await expect(card).toBeInViewport();
    }
    const tops = await cards(page).evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
    expect(new Set(tops).size, 'one row').toBe(1);
  });

  test('the row is a carousel: a mouse drag moves it a slide on and back, and opens no link', async ({ page }) => {
    await page.goto('./#projects');
    await expect(carousel(page)).toHaveAttribute('aria-roledescription', 'carousel');
    const list = projectList(page);
    await expect(list, 'drag is ready').toHaveCSS('cursor', 'grab');
    await list.scrollIntoViewIfNeeded();
    const listBox = (await list.boundingBox())!;
    const box = { ...listBox, height: Math.min(listBox.height, 300) };
    const cardWidth = (await cards(page).first().boundingBox())!.width;
    const firstCard = cards(page).first();
    await expect(firstCard).toBeInViewport({ ratio: 0.9 });
    const peek = await cards(page)
      .nth(1)
      .evaluate((card) => card.getBoundingClientRect().left);
    expect(peek, 'the next card peeks in').toBeLessThan(800);

    const opened: string[] = [];
    page.on('popup', (popup) => opened.push(popup.url()));
    await mouseDrag(page, box, -cardWidth * 0.6);
    await expect(carousel(page).getByRole('button', { name: 'Slide 2', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(cards(page).nth(1)).toBeInViewport({ ratio: 0.9 });
    await mouseDrag(page, box, cardWidth * 0.6);
    await expect(carousel(page).getByRole('button', { name: 'Slide 1', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(opened, 'a drag released over a card link does not open it').toEqual([]);
  });

  test(`the carousel's buttons reach all ${projects.length} cards, and Home goes back to the first`, async ({
    page,
  }) => {
    await page.goto('./#projects');
    await projectList(page).scrollIntoViewIfNeeded();
    const firstCard = cards(page).first();
    const next = carousel(page).getByRole('button', { name: 'Next slide' });
    // At 800 px the next card is in view too, so each step is judged by its dot as well.
    for (const [index, project] of projects.entries()) {
      await expect(cards(page).nth(index), project.title).toBeInViewport({ ratio: 0.9 });
      await expect(
        carousel(page).getByRole('button', { name: `Slide ${index + 1}`, exact: true }),
        `${project.title}'s dot`,
      ).toHaveAttribute('aria-current', 'true');
      if (index < projects.length - 1) await clickWhereItIs(page, next);
    }
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Home');
    await expect(firstCard).toBeInViewport({ ratio: 0.9 });
  });

  test('the chosen tab is kept when crossing 823 px, and every card shows below it', async ({ page }) => {
    await page.setViewportSize({ width: 1200, height: 900 });
    await page.goto('./#projects');
    await tabButton(page, narrowestTab.title).click();
    await expect(cards(page).filter({ visible: true })).toHaveCount(countFor(narrowestTab.status));
    await page.setViewportSize({ width: 800, height: 900 });
    await expect(cards(page).filter({ visible: true })).toHaveCount(projects.length);
    await page.setViewportSize({ width: 1200, height: 900 });
    await expect(cards(page).filter({ visible: true })).toHaveCount(countFor(narrowestTab.status));
    await expect(tabButton(page, narrowestTab.title)).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('on a 390 px touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a swipe moves the project carousel on and leaves vertical scrolling to the page', async ({ page }) => {
    await page.goto('./#projects');
    const list = projectList(page);
    await expect(list, 'vertical panning stays with the browser').toHaveCSS('touch-action', 'pan-y');
    await list.scrollIntoViewIfNeeded();
    const box = (await list.boundingBox())!;
    const middle = { x: box.x + box.width / 2, y: box.y + 130 };

    await touchSwipe(page, { x: middle.x + 120, y: middle.y }, { x: middle.x - 120, y: middle.y });
    // How far a flick carries depends on its speed: at least one card on, and resting on a card.
    await expect(carousel(page).getByRole('button', { name: 'Slide 1', exact: true })).not.toHaveAttribute(
      'aria-current',
      'true',
    );
    const shown = await carousel(page)
      .getByRole('button', { name: /^Slide \d$/ })
      .evaluateAll((dots) => dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true'));
    await expect(cards(page).nth(shown)).toBeInViewport({ ratio: 0.9 });

    const scrollBefore = await page.evaluate(() => window.scrollY);
    await touchSwipe(page, { x: middle.x, y: middle.y + 150 }, { x: middle.x, y: middle.y - 150 });
    await expect
      .poll(() => page.evaluate(() => window.scrollY), { message: 'the page scrolled' })
      .toBeGreaterThan(scrollBefore + 50);
  });
});
