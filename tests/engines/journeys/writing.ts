import { expect } from 'vitest';
import { postPath, writingPath } from '../../../src/writing/writingAddress';
import { fixturePosts } from '../../support/fixturePosts';
import type { Engine, EnginePage } from '../driver';
import { failedResources, hydrated, waitFor } from '../inPage';
import { keepScreenshot } from '../screen';
import { fixtureSite } from '../sites';
import { settledForScreenshot } from './languages';

/** How far the page scrolls sideways. */
const sidewaysOverflow = () => document.documentElement.scrollWidth - document.documentElement.clientWidth;

/**
 * A visitor opens the newest post from the main page's latest posts (or, in a language whose main page
 * lists none, from its list of posts), in each language that writes (one of them right to left),
 * narrow and wide: the menus marking the latest posts once the page has hydrated, the post in its
 * language and direction, its code left to right, no script,
 * nothing scrolling sideways; screenshots of the section or list and of the post are kept in
 * test-results/engines/ to be looked at.
 */
export async function postFromTheMainPage(page: EnginePage, engine: Engine): Promise<void> {
  for (const { lang, dir, path: folder, words, posts } of fixturePosts) {
    const newest = posts.find((post) => !post.facts.draft)!;
    for (const width of [Math.max(360, engine.narrowestViewport), 1440]) {
      await page.resize(width, 900);
      await page.goto(words.latest ? `${fixtureSite}${folder}#writing` : `${fixtureSite}${folder}${writingPath}`);
      if (words.latest) {
        await waitFor(page, 'every part of the page hydrated', hydrated);
        await waitFor(
          page,
          `${lang}: the menus mark the latest posts, the section in view`,
          () => document.querySelector('header nav a[href="#writing"][aria-current]') !== null,
        );
      }
      await settledForScreenshot(page);
      expect(
        await page.evaluate(sidewaysOverflow),
        `${lang} ${words.latest ? 'main page' : 'posts'} at ${width} px`,
      ).toBe(0);
      await keepScreenshot(
        await page.screenshot(),
        `${engine.id}-${lang}-${width}-${words.latest ? 'latest-posts' : 'posts'}`,
      );
      await page.click(`main ${words.latest ? '#writing ' : ''}a[href$="/${postPath(newest.slug)}"]`);
      await waitFor(
        page,
        'the post opened',
        (title) => document.querySelector('h1')?.textContent === title,
        newest.facts.title,
      );
      const laidOut = await page.evaluate(() => ({
        lang: document.documentElement.lang,
        dir: document.documentElement.dir,
        code: getComputedStyle(document.querySelector('pre') ?? document.body).direction,
        overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        scripts: document.querySelectorAll('script[src]').length,
      }));
      expect(laidOut, `${lang} post at ${width} px`).toEqual({ lang, dir, code: 'ltr', overflow: 0, scripts: 0 });
      expect(await page.evaluate(failedResources)).toEqual([]);
      await settledForScreenshot(page);
      await keepScreenshot(await page.screenshot(), `${engine.id}-${lang}-${width}-post`);
    }
  }
  expect(await page.problems()).toEqual([]);
}
