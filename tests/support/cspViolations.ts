import type { Page } from '@playwright/test';

/**
 * Records every Content-Security-Policy violation the page reports, from before its first script
 * runs: the `securitypolicyviolation` events and the console lines Chrome prints for them.
 */
export async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return async () => [
    ...(await page.evaluate(() => (Reflect.get(window, '__cspViolations') as string[] | undefined) ?? [])),
    ...fromConsole,
  ];
}
