/**
 * What holds for any content about the comments (services.comments, docs/comments.md). Turned on,
 * each post and case study offers them: no frame until the visitor nears them, then giscus' frame in
 * the page's language with the content's repository and category, following the page's scheme and
 * the height the widget asks for. giscus itself is played by a page of ours at its origin, which
 * asks for a height and writes each theme it is told into its title. Turned off, no page has them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { Services } from '../../src/contentShape/services';
import { commentsOrigin } from '../../src/siteServices/origins';
import { giscusLocale } from '../../src/siteServices/comments/giscusLocale';
import { giscusTheme } from '../../src/siteServices/comments/giscusWidget';
import { writingPath } from '../../src/writing/writingAddress';
import { caseStudyPath } from '../../src/caseStudies/caseStudyAddress';
import { expect, test } from '../e2e/fixtures';
import { ownerOutDir } from '../servers';
import { ownerContent, ownerHtmlFiles, ownerPages } from '../support/ownerPages';

const comments = (ownerContent as { services?: Services }).services?.comments;
const askedHeight = 777;

/** giscus' widget as played here: it asks for a height at once and writes each theme it is told into its title. */
const widgetPage = `<!doctype html><title>giscus</title>
<script>
  addEventListener('message', (event) => {
    const theme = event.data && event.data.giscus && event.data.giscus.setConfig && event.data.giscus.setConfig.theme;
    if (theme) document.title = 'theme ' + theme;
  });
  parent.postMessage({ giscus: { resizeHeight: ${askedHeight} } }, '*');
</script>`;

const [studiesFolder] = caseStudyPath('').split('/');
/** A post's or a case study's page, by its path under its language's folder: the pages that show the comments. */
const showsComments = (pathInLanguage: string): boolean => {
  const [folder, name, ...rest] = pathInLanguage.split('/');
  const single = name !== undefined && name !== '' && rest.join('') === '';
  if (folder === studiesFolder) return single;
  return `${folder}/` === writingPath && single && name !== 'tags';
};
const storyPages = ownerPages.filter(({ address, language }) => showsComments(address.slice(language.path.length)));

/** Plays giscus at its origin; returns how many times its widget was asked for. */
async function playGiscus(page: Page, host: string): Promise<() => number> {
  let asked = 0;
  await page.route(`${host}/**`, (route) => {
    asked += 1;
    return route.fulfill({ contentType: 'text/html', body: widgetPage });
  });
  return () => asked;
}

/** The comments pushed two screens down as the page is parsed, as a long post's would lie: a short post's are near from the start. */
const farBelow = (page: Page) =>
  page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const section = document.getElementById('comments');
      if (!section) return;
      section.style.marginBlockStart = '200vh';
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });

// Each content has the tests of its own case: the comments on, or off.
if (comments)
  test.describe('with the comments on', () => {
    test('every post and case study, and no other page, has the comments section', () => {
      const withSection = ownerHtmlFiles
        .filter((file) => readFileSync(path.join(ownerOutDir, file), 'utf8').includes('data-comments='))
        .map((file) =>
          file
            .split(path.sep)
            .join('/')
            .replace(/index\.html$/, ''),
        )
        .sort();
      expect(withSection).toEqual(storyPages.map(({ address }) => address).sort());
    });

    test('without script, each one links to its discussion on GitHub', () => {
      for (const { address } of storyPages) {
        const html = readFileSync(path.join(ownerOutDir, address, 'index.html'), 'utf8');
        const section = /<section id="comments"[^]*?<\/section>/.exec(html)?.[0] ?? '';
        expect(section, address).toContain(`href="https://github.com/${comments!.repo}/discussions?`);
      }
    });

    for (const { address, name, language } of storyPages) {
      test(`${name}: giscus' frame comes as the visitor nears it, in the page's language and scheme, as tall as it asks`, async ({
        page,
      }) => {
        const host = commentsOrigin(comments!);
        const asked = await playGiscus(page, host);
        await farBelow(page);
        await page.goto(`./${address}`);
        const section = page.locator('#comments');
        const frame = section.locator('iframe');
        await expect(section.getByRole('button')).toBeVisible();
        await page.waitForTimeout(300);
        expect(asked(), 'giscus asked for before the visitor nears the comments').toBe(0);
        await expect(frame).toHaveCount(0);

        await section.scrollIntoViewIfNeeded();
        await expect(frame).toHaveCount(1);
        const src = new URL((await frame.getAttribute('src'))!);
        expect(`${src.origin}${src.pathname}`).toBe(`${host}/${giscusLocale(language.lang)}/widget`);
        expect(Object.fromEntries(src.searchParams)).toMatchObject({
          repo: comments!.repo,
          repoId: comments!.repoId,
          category: comments!.category,
          categoryId: comments!.categoryId,
          term: address,
        });
        await expect.poll(() => frame.evaluate((element) => element.getBoundingClientRect().height)).toBe(askedHeight);

        const scheme = await page.evaluate(() => document.documentElement.getAttribute('data-scheme'));
        const other = giscusTheme(scheme) === 'light' ? 'dark' : 'light';
        expect(src.searchParams.get('theme')).toBe(giscusTheme(scheme));
        // What the scheme toggle does (src/services/colourScheme.ts): the page's scheme on <html>.
        await page.evaluate((next) => document.documentElement.setAttribute('data-scheme', next), other);
        await expect.poll(() => page.frame({ url: (url) => url.origin === host })?.title()).toBe(`theme ${other}`);
      });
    }

    // Content may turn them on before its first post or case study: then no page shows them.
    if (storyPages.length > 0)
      test('the button shows the comments from the keyboard, and focus goes to them', async ({ page }) => {
        const [{ address }] = storyPages as [(typeof storyPages)[number]];
        await playGiscus(page, commentsOrigin(comments!));
        // Never near: only the button can show them.
        await page.addInitScript(() => {
          window.IntersectionObserver = class {
            observe() {}
            disconnect() {}
          } as unknown as typeof IntersectionObserver;
        });
        await page.goto(`./${address}`);
        await page.locator('#comments').getByRole('button').press('Enter');
        await expect(page.locator('#comments iframe')).toBeFocused();
      });
  });

if (!comments)
  test('with the comments off, no page has them', () => {
    for (const file of ownerHtmlFiles) {
      const html = readFileSync(path.join(ownerOutDir, file), 'utf8');
      expect(html, file).not.toContain('data-comments=');
      expect(html, file).not.toMatch(/giscus|frame-src/);
    }
  });
