import { filterTabs, projects } from '../../src/placeholder/site';
import { filterProjects } from '../../src/state/filterSlice';
import { expect, test } from './fixtures';
import { appScript, holdRequests, painted } from './hold-scripts';

test('the app script runs only once the prerendered page has painted', async ({ page }) => {
  // React announces itself to a devtools hook when its module is evaluated: note when that happens.
  await page.addInitScript(() => {
    const record = window as unknown as { reactEvaluatedAt?: number };
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        inject: () => ((record.reactEvaluatedAt = performance.now()), 1),
        checkDCE: () => {},
        onCommitFiberRoot: () => {},
        onCommitFiberUnmount: () => {},
      },
    });
  });
  await page.goto('./');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { reactEvaluatedAt?: number }).reactEvaluatedAt))
    .toBeGreaterThan(0);
  const { evaluatedAt, paintedAt } = await page.evaluate(() => ({
    evaluatedAt: (window as unknown as { reactEvaluatedAt: number }).reactEvaluatedAt,
    paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
  }));
  expect(evaluatedAt, 'React is evaluated after the first contentful paint').toBeGreaterThan(paintedAt);
});

test('a filter tab tapped before the app script runs is applied once it does', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const release = await holdRequests(page, appScript);
  await page.goto('./#projects');
  await painted(page);
  const tab = [...filterTabs]
    .filter((candidate) => candidate.status !== 'all')
    .sort((a, b) => filterProjects(projects, a.status).length - filterProjects(projects, b.status).length)[0]!;
  const button = page
    .getByRole('group', { name: 'Filter projects by type' })
    .getByRole('button', { name: tab.title, exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'false');

  release();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  const cards = page.getByRole('list', { name: 'Projects' }).getByRole('article');
  await expect(cards.filter({ visible: true })).toHaveCount(filterProjects(projects, tab.status).length);
});

test('the menu button tapped before the app script runs opens the menu once it does', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const release = await holdRequests(page, appScript);
  await page.goto('./');
  await painted(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();

  release();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'true');
});
