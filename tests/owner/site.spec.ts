/**
 * What holds for ANY content, checked on the page built from the owner's (`npm run build:owner`; the
 * placeholder until they have their own): every language's pages prerendered in their language and
 * direction, left-to-right snippets in their order, nothing wider than the screen, a header that
 * fits, the owner's theme drawn, no console error, no CSP violation,
 * every link and anchor resolving, nothing axe finds, the first load within budget. No value of the
 * content is expected here: what the pages should say comes from the content itself.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { formatHex, parse } from 'culori';
import { offersLight } from '../../vite/colourSchemes';
import { contentFolder, contentModule, themeFiles } from '../../vite/content/contentModule';
import { readTokens } from '../../vite/themeTokens';
import { expect, test } from '../e2e/fixtures';
import { ownerOutDir } from '../servers';
import { watchCspViolations } from '../support/cspViolations';
import { firstLoadBytes, MAIN_PAGE_FIRST_LOAD } from '../support/firstLoad';
import { ownerContent, ownerHtmlFiles, ownerLanguages, ownerPages } from '../support/ownerPages';
import { expectHeaderNeverWraps } from '../support/headerFit';
import { headerSwitchOf } from '../support/headerSwitchOf';

const [content, languages, pages, htmlFiles] = [ownerContent, ownerLanguages, ownerPages, ownerHtmlFiles];
const widths = [360, 390, 768, 1024, 1440];

/** The language of a page the build wrote, by its folder under the base. */
const languageOfFile = (file: string) =>
  languages.find((candidate) => candidate.path === `${file.split(path.sep)[0]!}/`) ?? languages[0]!;

test('every page the build wrote, 404 pages included, is in its language and direction', () => {
  expect(htmlFiles.length).toBeGreaterThanOrEqual(pages.length);
  for (const file of htmlFiles) {
    const language = languageOfFile(file);
    const html = readFileSync(path.join(ownerOutDir, file), 'utf8');
    const root = /<html\b[^>]*>/.exec(html)?.[0] ?? '';
    expect(root, file).toContain(`lang="${language.lang}"`);
    // Left to right is the default: a site in one such language leaves it unsaid.
    if (language.dir === 'rtl' || languages.length > 1) expect(root, file).toContain(`dir="${language.dir}"`);
    else expect(root, file).not.toContain('dir="rtl"');
  }
});

/** The hashes of a page's own links whose target is missing, and its same-site addresses that do not load. */
async function brokenLinks(page: Page): Promise<string[]> {
  const { missingTargets, sameSite } = await page.evaluate(() => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>('a[href]')];
    const here = (link: HTMLAnchorElement) => link.origin === location.origin && link.pathname === location.pathname;
    return {
      missingTargets: links
        .filter(
          (link) =>
            here(link) && link.hash.length > 1 && !document.getElementById(decodeURIComponent(link.hash.slice(1))),
        )
        .map((link) => link.getAttribute('href')!),
      sameSite: [
        ...new Set(
          links
            .filter((link) => link.origin === location.origin && !here(link))
            .map((link) => link.href.split('#')[0]!),
        ),
      ],
    };
  });
  const failing = [];
  for (const address of sameSite) {
    const response = await page.request.get(address);
    if (!response.ok()) failing.push(`${address}: HTTP ${response.status()}`);
  }
  return [...missingTargets, ...failing];
}

/**
 * The phone, e-mail addresses, quote handles and logo that read left to right, each with a character
 * drawn left of the next in its own order, on each line it takes: none reversed by a right-to-left
 * page around it (`+972 54 123 4567` as `4567 123 54 972+`). Texts starting in a right-to-left script
 * are left to the page's direction.
 */
async function reversedSnippets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const snippets = document.querySelectorAll(
      'a[href^="tel:"], a[href^="mailto:"], figcaption, a[href="#home"] [aria-hidden="true"]',
    );
    const leftToRight = (text: string) => !/^[^\p{L}]*[\p{Script=Hebrew}\p{Script=Arabic}]/u.test(text);
    const reversed: string[] = [];
    for (const snippet of snippets) {
      const text = snippet.textContent?.trim() ?? '';
      if (!text || !leftToRight(text) || !(snippet as HTMLElement).checkVisibility()) continue;
      const walker = document.createTreeWalker(snippet, NodeFilter.SHOW_TEXT);
      const drawn: { top: number; left: number }[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let at = 0; at < node.textContent!.length; at += 1) {
          if (/\s/.test(node.textContent![at]!)) continue;
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + 1);
          const box = range.getBoundingClientRect();
          if (box.width > 0) drawn.push({ top: Math.round(box.top), left: box.left });
        }
      }
      const outOfOrder = drawn.some(
        (box, index) => index > 0 && box.top === drawn[index - 1]!.top && box.left < drawn[index - 1]!.left,
      );
      if (outOfOrder) reversed.push(text);
    }
    return reversed;
  });
}

/**
 * The texts a language may keep in the words they were given (a quote, a line or a technology of a
 * job) that read in a direction other than their first strong letter's: an English sentence kept on a
 * Hebrew page, laid out right to left, has its full stop at its start.
 */
async function textsInForeignDirection(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const strong = /[A-Za-z\u00C0-\u024F\u0370-\u03FF\u0400-\u04FF]|[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;
    return [...document.querySelectorAll('blockquote p, #experience li li')].flatMap((text) => {
      const first = strong.exec(text.textContent ?? '')?.[0];
      if (!first) return [];
      const own = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u.test(first) ? 'rtl' : 'ltr';
      // The element that lays the text out: the text's own isolate where it has one.
      const only = text.children.length === 1 ? text.children[0]! : undefined;
      const layout = only && only.textContent === text.textContent ? only : text;
      return getComputedStyle(layout).direction === own ? [] : [text.textContent ?? ''];
    });
  });
}

/** What axe finds on the page as laid out now, each rule with the elements it names. */
async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(' | ')}`);
}

// Two loads a page: one read at every width, one for axe at a phone's and a desktop's width.
for (const { address, name, main } of pages) {
  test(`${name}: nothing wider than the screen from 360 to 1440 px, left-to-right snippets in their order, no CSP violation, every link resolves`, async ({
    page,
  }) => {
    const violations = await watchCspViolations(page);
    await page.goto(`./${address}`);
    expect(await reversedSnippets(page), 'phone, e-mail, handles and logo read left to right').toEqual([]);
    if (main)
      expect(await textsInForeignDirection(page), 'each quote and line of Experience in its own direction').toEqual([]);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `at ${width} px`).toBeLessThanOrEqual(0);
    }
    expect(await brokenLinks(page)).toEqual([]);
    expect(await violations()).toEqual([]);
  });

  test(`${name}: axe finds nothing at 390 and 1440 px`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`./${address}`);
    expect(await axeViolations(page), 'at 390 px').toEqual([]);
    await page.setViewportSize({ width: 1440, height: 900 });
    expect(await axeViolations(page), 'at 1440 px').toEqual([]);
  });
}

for (const { address, name } of pages.filter((candidate) => candidate.main)) {
  test(`${name}: the header shows its row only where it fits, the burger below`, async ({ page }) => {
    // Any content's titles may be in a script the build can only estimate: the row must fit on both
    // sides of the switch and at every 40 px, and may switch a few pixels wider than it needs (the
    // template's own tests sweep every 8 px and hold it to its slack).
    await expectHeaderNeverWraps(page, await headerSwitchOf(contentModule()), {
      path: `./${address}`,
      tight: false,
      step: 40,
    });
  });

  for (const width of [360, 1440]) {
    test(`${name}: the first load at ${width} px stays within the main page's budget`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      expect(await firstLoadBytes(page, `./${address}`)).toBeLessThanOrEqual(MAIN_PAGE_FIRST_LOAD);
    });
  }
}

/** The colour tokens of one scheme as `#rrggbb`: as the theme's stylesheets declare them, or as the page computes them. */
const asHex = (value: string | undefined) => (value && parse(value) ? formatHex(parse(value)) : undefined);

const schemes = offersLight(content.appearance) ? (['dark', 'light'] as const) : (['dark'] as const);
for (const scheme of schemes) {
  test(`the ${scheme} page draws every colour of the theme: the template's tokens with the owner's theme files after them`, async ({
    page,
  }) => {
    const theme = themeFiles(contentFolder(contentModule()));
    const declared = [...readTokens(...(scheme === 'dark' ? theme.tokens : theme.light))].filter(([, value]) =>
      asHex(value),
    );
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(`./${languages[0]!.path}`);
    const computed = await page.evaluate(
      (names) => names.map((name) => getComputedStyle(document.documentElement).getPropertyValue(name).trim()),
      declared.map(([name]) => name),
    );
    // Tokens that exist for the light scheme alone are written out of a dark-only page.
    const drawn = declared.flatMap(([name, value], index) =>
      computed[index] ? [[name, asHex(computed[index]), asHex(value)]] : [],
    );
    expect(drawn.length).toBeGreaterThan(10);
    for (const [name, onPage, inTheme] of drawn) expect(onPage, name).toBe(inTheme);
  });
}

test('without script the page opens in the first scheme the content lists, whatever the system asks', async ({
  browser,
}) => {
  const [first] = content.appearance.schemes;
  const context = await browser.newContext({
    javaScriptEnabled: false,
    colorScheme: first === 'light' ? 'dark' : 'light',
  });
  const page = await context.newPage();
  await page.goto(`${test.info().project.use.baseURL}${languages[0]!.path}`);
  expect(await page.evaluate(() => document.documentElement.getAttribute('data-scheme') ?? 'dark')).toBe(first);
  await context.close();
});
