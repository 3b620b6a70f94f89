import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { caseStudyPath, caseStudySlug } from '../../src/caseStudies/caseStudyAddress';
import { formatMessage } from '../../src/language/formatMessage';
import type { CaseStudyLabels, FormMessages, InterfaceText, Language } from '../../src/contentShape/types';
import * as fixture from '../fixtures/content-full/site';
import { menuTitle } from '../support/content';
import { KB } from '../support/distBundle';
import { firstLoadBytes, MAIN_PAGE_FIRST_LOAD } from '../support/firstLoad';
import { fixtureLanguages as pages } from '../support/fixtureLanguages';
import { expect, test } from '../e2e/fixtures';
import { subpathBase } from '../servers';

const [english, ...translated] = pages;
const publishedUrl = (path: string) => new URL(`${subpathBase}${path}`, fixture.site.origin).href;
/** og:locale is language_TERRITORY (ogp.me), the likely region for a code without one. */
const ogLocales: Record<string, string> = { en: 'en_US', ru: 'ru_RU', ar: 'ar_EG' };
const ogLocaleOf = (lang: string) => ogLocales[lang] ?? `no og:locale written down here for ${lang}`;
/** The fixture's case studies' paths inside a language's folder (each study exists in every language). */
const studyPaths = fixture.projects
  .filter((project) => project.caseStudy)
  .map((project) => caseStudyPath(caseStudySlug(project.caseStudy!)));
/** Each language's main page and case studies, by their path inside the language's folder (`''`: the main page). */
const pagesOf = (language: (typeof pages)[number]) =>
  ['', ...studyPaths].map((path) => ({ path, address: `${language.path}${path}`, name: path || 'main page' }));

/** The page has hydrated once a carousel's controls are ready. */
const hydrated = (page: Page) => expect(page.locator('[data-ready]').first()).toBeAttached();

/**
 * The default dictionary's words as they can show on a page: each plain string, and each message's
 * fixed parts (its text around its `{placeholders}`, and around a plural form's `#`), the short ones
 * ("of ") left out.
 */
function dictionaryPhrases(text: InterfaceText | FormMessages | CaseStudyLabels): string[] {
  const phrases = (value: unknown): string[] => {
    if (typeof value === 'string') return value.split(/\{\w+\}|#/);
    return Object.values(value as object).flatMap(phrases);
  };
  return [
    ...new Set(
      phrases(text)
        .map((phrase) => phrase.trim())
        .filter((phrase) => phrase.length >= 4),
    ),
  ];
}

/** A language's words of the interface: its dictionary, the form's messages and the case studies' labels. */
const dictionariesOf = ({ content }: (typeof pages)[number]) => [
  content.interfaceText,
  content.formMessages,
  content.caseStudyLabels,
];

/** Every text a visitor or a screen reader meets on the page: text, accessible labels, alts, titles, placeholders. */
const wordsOnPage = (page: Page) =>
  page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('script, style')) continue;
      if (node.textContent?.trim()) texts.push(node.textContent.trim());
    }
    for (const attribute of ['aria-label', 'alt', 'title', 'placeholder']) {
      for (const element of document.querySelectorAll(`[${attribute}]`)) texts.push(element.getAttribute(attribute)!);
    }
    return [document.title, ...texts];
  });

test.describe('as it arrives, before any script', () => {
  test.use({ javaScriptEnabled: false });

  test('each language\u2019s main page and case study says its language, direction, address and alternates', async ({
    page,
  }) => {
    for (const language of pages) {
      for (const { path, address, name } of pagesOf(language)) {
        await test.step(`the ${language.lang} ${name}`, async () => {
          await page.goto(address);
          await expect(page.locator('html')).toHaveAttribute('lang', language.lang);
          await expect(page.locator('html')).toHaveAttribute('dir', language.dir);
          await expect(page).toHaveTitle(new RegExp(`${language.content.site.title}$`));
          await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', publishedUrl(address));
          const alternates = await page
            .locator('link[rel="alternate"][hreflang]')
            .evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]));
          expect(alternates).toEqual([
            ...pages.map((other) => [other.lang, publishedUrl(`${other.path}${path}`)]),
            ['x-default', publishedUrl(path)],
          ]);
          await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute(
            'content',
            ogLocaleOf(language.lang),
          );
          const locales = await page
            .locator('meta[property="og:locale:alternate"]')
            .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content')));
          expect(locales).toEqual(pages.filter((other) => other !== language).map((other) => ogLocaleOf(other.lang)));
          const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
          if (path === '') {
            expect(jsonLd.inLanguage).toBe(language.lang);
            expect(jsonLd.mainEntity.jobTitle).toBe(language.content.owner.role);
          } else {
            const work = jsonLd['@graph'].find((node: { '@type': string }) => node['@type'] === 'CreativeWork');
            expect(work.inLanguage).toBe(language.lang);
            expect(work.url).toBe(publishedUrl(address));
          }
        });
      }
    }
  });
});

test('the sitemap lists every language\u2019s page and case study with its alternates', async ({ request }) => {
  const sitemap = await (await request.get('sitemap.xml')).text();
  for (const language of pages) {
    for (const { address } of pagesOf(language)) {
      expect(sitemap).toContain(`<loc>${publishedUrl(address)}</loc>`);
      expect(sitemap).toContain(`hreflang="${language.lang}" href="${publishedUrl(address)}"`);
    }
  }
});

for (const language of translated) {
  for (const { path, address, name } of pagesOf(language)) {
    test(`no word of the default language\u2019s interface is left on the ${language.lang} ${name}`, async ({
      page,
    }) => {
      await page.goto(address);
      // A case study has no script: it is whole as it arrives.
      if (path === '') await hydrated(page);
      const words = await wordsOnPage(page);
      // A phrase the language's own dictionary has too ("(PDF,") is the owner's choice, not a leftover.
      const ownPhrases = new Set(dictionariesOf(language).flatMap(dictionaryPhrases));
      const leftovers = dictionariesOf(english!)
        .flatMap(dictionaryPhrases)
        .filter((phrase) => !ownPhrases.has(phrase))
        .flatMap((phrase) => words.filter((text) => text.includes(phrase)).map((text) => `"${phrase}" in "${text}"`));
      expect(leftovers).toEqual([]);
    });
  }
}

/** The switch's link to `language` inside `area`: named in its own language, with its hreflang and lang. */
function switchLink(area: ReturnType<Page['locator']>, language: Language) {
  return area.locator(`a[hreflang="${language.lang}"][lang="${language.lang}"]`, { hasText: language.name });
}

test.describe('the language switch', () => {
  const russian = translated.find((language) => language.lang === 'ru') ?? translated[0]!;

  test('in the header, leads to the same section on the other language\u2019s page', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('');
    await hydrated(page);
    await page
      .getByRole('banner')
      .getByRole('link', { name: menuTitle(fixture.headerMenu, 'projects'), exact: true })
      .click();
    const link = switchLink(
      page.getByRole('banner').getByRole('navigation', { name: english!.content.interfaceText.languages.main }),
      russian,
    );
    await expect(link).toHaveAttribute('href', `${subpathBase}${russian.path}#projects`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${subpathBase}${russian.path}#projects$`));
    await expect(page.getByRole('heading', { level: 2, name: russian.content.projectsSection.title })).toBeInViewport();
  });

  test('in the mobile menu and the footer, by keyboard, and back to the default language', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(russian.path);
    await hydrated(page);
    await page.getByRole('button', { name: russian.content.interfaceText.menu.open }).click();
    const menu = page.getByRole('dialog', { name: russian.content.interfaceText.menu.label });
    for (const other of pages.filter((language) => language !== russian))
      await expect(switchLink(menu, other)).toBeVisible();
    await page.keyboard.press('Escape');
    const footerLink = switchLink(page.getByRole('contentinfo'), english!);
    await footerLink.focus();
    // Focus scrolled the footer into view: the link leads to the section in view there once the scroll-spy has seen it.
    await expect(footerLink).toHaveAttribute('href', new RegExp(`^${subpathBase}#`));
    const href = (await footerLink.getAttribute('href'))!;
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', english!.lang);
  });

  test('on a case study, in the header and the footer, leads to the same study in each other language', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const study = studyPaths[0]!;
    for (const from of pages) {
      await page.goto(`${from.path}${study}`);
      const header = page
        .getByRole('banner')
        .getByRole('navigation', { name: from.content.interfaceText.languages.main });
      for (const area of [header, page.getByRole('contentinfo')]) {
        for (const other of pages.filter((language) => language !== from)) {
          await expect(switchLink(area, other)).toHaveAttribute('href', `${subpathBase}${other.path}${study}`);
        }
      }
    }
    const arabic = translated.find((language) => language.dir === 'rtl') ?? translated[0]!;
    await page.goto(`${russian.path}${study}`);
    await switchLink(
      page.getByRole('banner').getByRole('navigation', { name: russian.content.interfaceText.languages.main }),
      arabic,
    ).click();
    await expect(page).toHaveURL(new RegExp(`${subpathBase}${arabic.path}${study}$`));
    const project = arabic.content.projects.find(
      (candidate) => candidate.caseStudy && study.includes(caseStudySlug(candidate.caseStudy)),
    )!;
    await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', arabic.lang);
  });
});

// The default language's page: colour-scheme.spec.ts, in each scheme at the same widths.
test.describe('accessibility of every translated page', () => {
  for (const language of translated) {
    for (const width of [360, 768, 1440]) {
      test(`${language.lang} at ${width} px: axe finds nothing`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(language.path);
        await hydrated(page);
        const { violations } = await new AxeBuilder({ page }).analyze();
        expect(
          violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(' | ')}`),
        ).toEqual([]);
      });
    }
  }
});

test.describe('the right-to-left page, in its own words', () => {
  const rightToLeft = translated.find((language) => language.dir === 'rtl')!;
  const { interfaceText, feedback } = rightToLeft.content;
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu dialog opens from the burger at the left and closes on Escape', async ({ page }) => {
    await page.goto(rightToLeft.path);
    await hydrated(page);
    const burger = page.getByRole('button', { name: interfaceText.menu.open });
    const burgerBox = (await burger.boundingBox())!;
    expect(burgerBox.x, 'burger at the left end').toBeLessThan(390 - burgerBox.x - burgerBox.width);
    await burger.click();
    const menu = page.getByRole('dialog', { name: interfaceText.menu.label });
    await expect(
      menu.getByRole('link', { name: menuTitle(rightToLeft.content.headerMenu, 'projects'), exact: true }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(burger).toBeFocused();
  });

  test('the quotes move on by Next, whose arrow sits at the left', async ({ page }) => {
    await page.goto(`${rightToLeft.path}#feedback`);
    await hydrated(page);
    const quotes = page.getByRole('region', { name: interfaceText.quotesCarousel });
    const next = quotes.getByRole('button', { name: interfaceText.carousel.next });
    const previous = quotes.getByRole('button', { name: interfaceText.carousel.previous });
    expect((await next.boundingBox())!.x, 'Next left of Previous').toBeLessThan((await previous.boundingBox())!.x);
    await next.click();
    await expect(
      quotes.getByRole('group', {
        name: formatMessage(
          interfaceText.quotePosition,
          { number: 2, count: feedback.slides.length },
          rightToLeft.lang,
        ),
      }),
    ).toBeInViewport({ ratio: 0.95 });
  });
});

test.describe('every language\u2019s main page', () => {
  for (const language of pages) {
    for (const width of [360, 1440]) {
      test(`${language.lang} at ${width} px: the first load, its language's font included, is within the main page's bar`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
        const total = await firstLoadBytes(page, `./${language.path}`);
        test.info().annotations.push({
          type: 'first load',
          description: `${language.lang}: ${(total / KB).toFixed(1)} KB at ${width} px`,
        });
        expect(total).toBeLessThanOrEqual(MAIN_PAGE_FIRST_LOAD);
      });
    }
  }
});
