/**
 * The counter, for whichever the owner's content names (or none), on one page of each kind the build
 * writes (each language's main page, a case study, a writing page): one page view per page, with that
 * page's address, sent only after the load event, and none from a browser that sends Global Privacy
 * Control unless the content says to count those visits too. Without a counter, no page sends one.
 */
import type { Page, Request } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import { counterAnswer, counterRequests, goesTo, isCounterRequest } from '../support/counterRequests';
import { ownerContent, ownerPages } from '../support/ownerPages';

const analytics = ownerContent.services?.analytics;
const counter = analytics && counterRequests(analytics);
const pagesToCount = [
  ...ownerPages.filter((page) => page.main),
  ...[ownerPages.find((page) => page.name.includes('case study'))],
  ...[ownerPages.find((page) => page.name.includes('writing page'))],
].filter((page) => page !== undefined);

/** Resolves once the browser has been idle after the load event: the counter has had its turn by then. */
async function afterLoadAndIdle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(
    () => new Promise<void>((resolve) => (window.requestIdleCallback ?? setTimeout)(() => setTimeout(resolve, 100))),
  );
  await page.waitForLoadState('networkidle');
}

if (counter) {
  const { address, viewedPath } = counter;

  /** Every page view the page sends to the content's counter, answered as the counter would. */
  async function watchViews(page: Page): Promise<Request[]> {
    const views: Request[] = [];
    await page.route(goesTo(address), (route) => {
      views.push(route.request());
      return counterAnswer(route);
    });
    return views;
  }

  for (const visited of pagesToCount)
    test(`${visited.name}: one page view, with its address, after the load event`, async ({ page, baseURL }) => {
      const views = await watchViews(page);
      await page.goto(visited.address);
      await afterLoadAndIdle(page);
      expect(views).toHaveLength(1);
      expect(viewedPath(views[0]!)).toBe(new URL(visited.address, baseURL).pathname);
      const { sentAt, loadedAt } = await page.evaluate((endpoint) => {
        const sent = performance
          .getEntriesByType('resource')
          .find((entry) => entry.name.replace(/[?#].*$/, '') === endpoint);
        const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        return { sentAt: sent?.startTime, loadedAt: navigation.loadEventEnd };
      }, address);
      expect(sentAt).toBeGreaterThanOrEqual(loadedAt);
    });

  test('a browser that sends Global Privacy Control is not counted, unless the content counts it too', async ({
    page,
  }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    );
    const views = await watchViews(page);
    await page.goto(pagesToCount[0]!.address);
    await afterLoadAndIdle(page);
    expect(views).toHaveLength(analytics?.respectPrivacySignals === false ? 1 : 0);
  });
} else
  test('without a counter, no page sends a page view anywhere', async ({ page, baseURL }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (isCounterRequest(new URL(request.url()), new URL(baseURL!).origin)) sent.push(request.url());
    });
    for (const visited of pagesToCount) {
      await page.goto(visited.address);
      await afterLoadAndIdle(page);
    }
    expect(sent).toEqual([]);
  });
