import { test as base, expect } from '@playwright/test';
import { previewServers, serverUrl } from '../servers';
import { counterAnswer, counterRequests, goesTo } from '../support/counterRequests';

/**
 * `test` that fails when the page logs a console error, throws, or a request fails: a visitor's
 * page should be silent. Tests that provoke failures on purpose use `allowPageErrors`. The page views
 * of an owner's build with analytics are answered here, as the counter would, and never reach it.
 */
export const test = base.extend<{
  pageProblems: string[];
  allowPageErrors: boolean;
  emptyOutsideFrames: boolean;
  outsideFrames: void;
  countersAnswered: void;
}>({
  allowPageErrors: [false, { option: true }],
  // A frame of an outside service (giscus' comments) gets an empty page where the build has one
  // (playwright.config.ts): the suites check our pages, not the service's, and run offline. Only
  // there, as routing turns the browser's cache off. A test that plays the service routes it after.
  emptyOutsideFrames: [false, { option: true }],
  outsideFrames: [
    async ({ page, emptyOutsideFrames }, use) => {
      if (emptyOutsideFrames)
        await page.route(
          (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
          (route) =>
            route.request().isNavigationRequest() && route.request().frame() !== page.mainFrame()
              ? route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>outside frame</title>' })
              : route.fallback(),
        );
      await use();
    },
    { auto: true },
  ],
  countersAnswered: [
    async ({ page, baseURL }, use) => {
      // Only the owner's build has a content that may turn a counter on (tests/owner/, tests/shipped/).
      if (baseURL === serverUrl(previewServers.owner)) {
        const analytics = (await import('../support/ownerPages')).ownerContent.services?.analytics;
        if (analytics) await page.route(goesTo(counterRequests(analytics).address), counterAnswer);
      }
      await use();
    },
    { auto: true },
  ],
  pageProblems: [
    async ({ page, allowPageErrors }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console: ${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      page.on('requestfailed', (request) => {
        const reason = request.failure()?.errorText ?? '';
        if (reason !== 'net::ERR_ABORTED') problems.push(`request failed: ${request.url()} ${reason}`);
      });
      page.on('response', (response) => {
        if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
      });
      await use(problems);
      if (!allowPageErrors) expect(problems, 'the page reported problems').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
