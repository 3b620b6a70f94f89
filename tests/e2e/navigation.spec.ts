import { footerMenu, headerMenu } from '../../src/placeholder/site';
import { menuTitle } from '../support/content';
import { expect, test } from './fixtures';

test.describe('header menu at 1440 px', () => {
  for (const item of headerMenu) {
    test(`"${item.title}" scrolls to its section and is highlighted`, async ({ page }) => {
      await page.goto('./');
      const nav = page.getByRole('navigation', { name: 'Main' }).first();
      await nav.getByRole('link', { name: item.title, exact: true }).click();

      const section = page.locator(`#${item.target}`);
      await expect(section).toBeInViewport();
      await expect(page).toHaveURL(new RegExp(`#${item.target}$`));
      await expect(nav.getByRole('link', { name: item.title, exact: true })).toHaveAttribute(
        'aria-current',
        'location',
      );
      await expect(nav.locator('[aria-current]')).toHaveCount(1);

      if (item.target !== 'home') {
        const headingTop = await section
          .getByRole('heading', { level: 2 })
          .first()
          .evaluate((el) => el.getBoundingClientRect().top);
        const headerBottom = await page
          .locator('header')
          .first()
          .evaluate((el) => el.getBoundingClientRect().bottom);
        expect(headingTop, 'section title is not hidden under the fixed header').toBeGreaterThanOrEqual(headerBottom);
      }
    });
  }

  test('scrolling by hand moves the highlight and the URL hash', async ({ page }) => {
    await page.goto('./');
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    await expect(nav.getByRole('link', { name: menuTitle(headerMenu, 'home'), exact: true })).toHaveAttribute(
      'aria-current',
      'location',
    );
    await page.locator('#feedback').evaluate((el) => el.scrollIntoView({ block: 'start', behavior: 'instant' }));
    await expect(nav.getByRole('link', { name: menuTitle(headerMenu, 'feedback'), exact: true })).toHaveAttribute(
      'aria-current',
      'location',
    );
    await expect(page).toHaveURL(/#feedback$/);
  });

  test('the logo brings the visitor back to the top', async ({ page }) => {
    await page.goto('./#contacts');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page
      .getByRole('banner')
      .getByRole('link', { name: /back to top/ })
      .click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the footer menu reaches the feedback under its own title', async ({ page }) => {
    await page.goto('./');
    const footerNav = page.getByRole('navigation', { name: 'Footer' });
    await footerNav.getByRole('link', { name: menuTitle(footerMenu, 'feedback'), exact: true }).click();
    await expect(page.locator('#feedback')).toBeInViewport();
    await expect(page).toHaveURL(/#feedback$/);
  });

  test('the skip link is the first Tab stop and moves focus to the content', async ({ page }) => {
    await page.goto('./');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('menu links jump without smooth scrolling', async ({ page }) => {
    await page.goto('./');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: menuTitle(headerMenu, 'contacts'), exact: true })
      .click();
    const y = await page.evaluate(() => window.scrollY);
    expect(y, 'already at the target on the first frame').toBeGreaterThan(500);
    await expect(page.locator('#contacts')).toBeInViewport();
  });
});
