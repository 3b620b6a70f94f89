import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { cardAnchor, caseStudyPath, caseStudySlug } from '../../src/caseStudies/caseStudyAddress';
import { caseStudyLabels, interfaceText, owner, projects, site } from '../fixtures/content-full/site';
import { expect, test } from '../e2e/fixtures';
import { watchCspViolations } from '../support/cspViolations';
import { fixtureLanguages } from '../support/fixtureLanguages';

/** The fixture's projects with a case study, in the order of their pages' previous/next links. */
const studies = projects
  .filter((project) => project.caseStudy)
  .map((project) => ({ project, slug: caseStudySlug(project.caseStudy!) }));
const [first, second] = studies;

const card = (page: Page, title: string) => page.getByRole('article', { name: title });

const [, ...translated] = fixtureLanguages;
/** A project's title in a language's words. */
const titleIn = (language: (typeof fixtureLanguages)[number], projectId: number) =>
  language.content.projects.find((project) => project.id === projectId)!.title;

for (const width of [1440, 390]) {
  test(`at ${width} px a card's case study link opens its page, and the way back lands on that card`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('./#projects');
    const study = second!;
    await card(page, study.project.title)
      .getByRole('link', { name: new RegExp(`^${caseStudyLabels.link}`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`${caseStudyPath(study.slug)}$`));
    await expect(page.getByRole('heading', { level: 1, name: study.project.title })).toBeVisible();

    await page.getByRole('link', { name: caseStudyLabels.back }).click();
    await expect(page).toHaveURL(new RegExp(`#${cardAnchor(study.slug)}$`));
    const target = card(page, study.project.title);
    await expect(target).toBeInViewport({ ratio: 0.6 });
    // Clear of the fixed header: the card's top is below it.
    const headerBottom = (await page.getByRole('banner').boundingBox())!.height;
    expect((await target.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom);
  });
}

test('a link to a card keeps its address once the page has come to life', async ({ page }) => {
  const study = second!;
  await page.goto(`./#${cardAnchor(study.slug)}`);
  const target = card(page, study.project.title);
  await expect
    .poll(() => target.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'))), {
      message: 'hydrated',
    })
    .toBe(true);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  // The address a visitor copies still names the card, not just its section.
  expect(new URL(page.url()).hash).toBe(`#${cardAnchor(study.slug)}`);
  await expect(target).toBeInViewport({ ratio: 0.6 });
});

test('"view project" on a card with a case study opens the case study in the same tab; Live and Code stay', async ({
  page,
}) => {
  await page.goto('./#projects');
  const study = first!;
  const view = card(page, study.project.title).locator('a', {
    hasText: 'view project',
  });
  await expect(view).toHaveAttribute('href', new RegExp(`${caseStudyPath(study.slug)}$`));
  await expect(view).not.toHaveAttribute('target');
  await expect(card(page, study.project.title).getByRole('link', { name: /Live Preview/ })).toHaveAttribute(
    'href',
    study.project.hrefLive,
  );
  await expect(card(page, study.project.title).getByRole('link', { name: /View Code/ })).toHaveAttribute(
    'href',
    study.project.hrefCode,
  );
  const without = projects.find((project) => !project.caseStudy)!;
  await expect(
    card(page, without.title).getByRole('link', {
      name: new RegExp(`^${caseStudyLabels.link}`),
    }),
  ).toHaveCount(0);
});

test('a case study shows its facts, story, gallery and the links to the other case study, with no script and no CSP violation', async ({
  page,
}) => {
  const violations = await watchCspViolations(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(caseStudyPath(first!.slug));
  await expect(page.getByRole('heading', { level: 1, name: first!.project.title })).toBeVisible();
  for (const label of Object.values(caseStudyLabels.facts))
    await expect(page.getByRole('term').filter({ hasText: label })).toBeVisible();
  await expect(page.locator('pre code .hljs-keyword').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: caseStudyLabels.gallery })).toBeVisible();
  await expect(page.locator('figure figcaption').first()).toBeVisible();
  const more = page.getByRole('navigation', {
    name: caseStudyLabels.otherStudies,
  });
  await expect(more.getByRole('link')).toHaveText([`${caseStudyLabels.next}${second!.project.title}`]);
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]);
  expect(await violations()).toEqual([]);
});

test("a case study's link to a post opens that post in the study's language, at the part it names", async ({
  page,
}) => {
  const withPosts = fixtureLanguages.filter(({ lang }) => lang === 'en' || lang === 'ar');
  const study = studies.find(({ slug }) => slug === 'photo-commons')!;
  for (const language of withPosts) {
    await page.goto(`${language.path}${caseStudyPath(study.slug)}`);
    await page.locator('main a[href*="/writing/lazy-hydration/#"]').click();
    await expect(page).toHaveURL(new RegExp(`/${language.path}writing/lazy-hydration/#.+$`));
    await expect(page.locator('html')).toHaveAttribute('lang', language.lang);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('h2:target')).toBeVisible();
  }
});

for (const { width, row } of [
  { width: 1440, row: true },
  { width: 390, row: false },
]) {
  test(`at ${width} px the header shows ${row ? 'its row and no burger' : 'the burger and no row'}, as the main page does`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(caseStudyPath(first!.slug));
    const header = page.getByRole('banner');
    await expect(header.getByRole('navigation', { name: interfaceText.navigation.main })).toBeVisible({ visible: row });
    await expect(header.getByRole('button', { name: interfaceText.menu.open })).toBeVisible({ visible: !row });
  });
}

test('the header menu works without script below 768 px and leads to the main page\u2019s sections', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(caseStudyPath(first!.slug));
  await page.getByRole('button', { name: interfaceText.menu.open }).click();
  const menu = page.getByRole('dialog', { name: interfaceText.menu.label });
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Contacts' }).click();
  await expect(page).toHaveURL(/\/#contacts$/);
  await expect(page.getByRole('heading', { level: 1, name: owner.name })).toBeAttached();
});

test('a case study has its own title, description, canonical, share card, JSON-LD and sitemap entry', async ({
  page,
  request,
}) => {
  const study = first!;
  await page.goto(caseStudyPath(study.slug));
  const url = new URL(`/portfolio/${caseStudyPath(study.slug)}`, site.origin).href;
  await expect(page).toHaveTitle(`${study.project.title} \u00B7 ${site.title}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  const card = await request.get(new URL(new URL(image!).pathname, page.url()).href);
  expect(card.status()).toBe(200);
  expect(card.headers()['content-type']).toContain('image/jpeg');
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  const work = jsonLd['@graph'].find((node: { '@type': string }) => node['@type'] === 'CreativeWork');
  expect(work).toMatchObject({
    name: study.project.title,
    url,
    author: { '@type': 'Person', name: owner.name },
  });
  const crumbs = jsonLd['@graph'].find((node: { '@type': string }) => node['@type'] === 'BreadcrumbList');
  expect(crumbs.itemListElement.map((crumb: { item: string }) => crumb.item).at(-1)).toBe(url);
  const sitemap = await (await request.get('sitemap.xml')).text();
  for (const { slug } of studies)
    expect(sitemap).toContain(`<loc>${new URL(`/portfolio/${caseStudyPath(slug)}`, site.origin).href}</loc>`);
});

test('every link and image of the built site resolves (a crawl from the main page)', async ({ page, request }) => {
  test.slow();
  const start = new URL('./', test.info().project.use.baseURL).href;
  const origin = new URL(start).origin;
  const seen = new Set<string>();
  const pagesToVisit = [start];
  const broken: string[] = [];
  while (pagesToVisit.length > 0) {
    const address = pagesToVisit.shift()!;
    await page.goto(address);
    const found = await page.evaluate(() => {
      const links = [...document.querySelectorAll('a[href]')].map((a) => (a as HTMLAnchorElement).href);
      const images = [...document.querySelectorAll('img[src], img[srcset], source[srcset]')].flatMap((element) => {
        const srcset =
          element
            .getAttribute('srcset')
            ?.split(',')
            .map((entry) => entry.trim().split(/\s+/)[0]!) ?? [];
        const src = element.getAttribute('src');
        return [...srcset, ...(src ? [src] : [])].map((entry) => new URL(entry, document.baseURI).href);
      });
      const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
      return { links, images, ids };
    });
    for (const link of [...found.links, ...found.images]) {
      const url = new URL(link);
      if (url.origin !== origin) continue;
      const withoutHash = url.href.replace(/#.*$/, '');
      if (
        url.hash &&
        withoutHash === address.replace(/#.*$/, '') &&
        !found.ids.includes(decodeURIComponent(url.hash.slice(1)))
      ) {
        broken.push(`${address}: ${link} (no such id)`);
      }
      if (seen.has(withoutHash)) continue;
      seen.add(withoutHash);
      const response = await request.get(withoutHash);
      if (response.status() !== 200) broken.push(`${address}: ${withoutHash} (${response.status()})`);
      else if ((response.headers()['content-type'] ?? '').includes('text/html') && !pagesToVisit.includes(withoutHash))
        pagesToVisit.push(withoutHash);
    }
  }
  expect(broken).toEqual([]);
  for (const language of fixtureLanguages)
    for (const { slug } of studies)
      expect(seen).toContain(new URL(`${language.path}${caseStudyPath(slug)}`, start).href);
});

for (const language of translated) {
  test(`in ${language.lang}: the card opens the study in ${language.lang}, whose words, links, way back and neighbours stay in ${language.lang}`, async ({
    page,
  }) => {
    const labels = language.content.caseStudyLabels;
    const violations = await watchCspViolations(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${language.path}#projects`);
    const title = titleIn(language, first!.project.id);
    await card(page, title)
      .getByRole('link', { name: new RegExp(`^${labels.link}`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${language.path}${caseStudyPath(first!.slug)}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // Loaded afresh, the study asks for no script.
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.reload();
    for (const label of Object.values(labels.facts))
      await expect(page.getByRole('term').filter({ hasText: label })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: labels.gallery })).toBeVisible();
    await expect(page.getByRole('navigation', { name: labels.otherStudies }).getByRole('link')).toHaveText([
      `${labels.next}${titleIn(language, second!.project.id)}`,
    ]);
    // The story's links to the other study and to the contacts lead inside the language's folder.
    const story = page.locator('.cs-story');
    await expect(story.locator(`a[href$="/${caseStudyPath(second!.slug)}"]`)).toHaveAttribute(
      'href',
      new RegExp(`/portfolio/${language.path}${caseStudyPath(second!.slug)}$`),
    );
    await expect(story.locator('a[href$="#contacts"]')).toHaveAttribute('href', `/portfolio/${language.path}#contacts`);
    const menu = page.getByRole('banner').getByRole('navigation', {
      name: language.content.interfaceText.navigation.main,
    });
    for (const item of language.content.headerMenu)
      await expect(menu.getByRole('link', { name: item.title, exact: true })).toHaveAttribute(
        'href',
        new RegExp(`/portfolio/${language.path}#`),
      );
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);
    expect(await violations()).toEqual([]);

    await page.getByRole('link', { name: labels.back }).click();
    await expect(page).toHaveURL(new RegExp(`/${language.path}#${cardAnchor(first!.slug)}$`));
    await expect(card(page, title)).toBeInViewport({ ratio: 0.6 });
  });
}

test.describe('a study in a right-to-left language', () => {
  const rtl = translated.find((language) => language.dir === 'rtl')!;
  for (const width of [390, 1440]) {
    test(`at ${width} px is laid out from the right`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${rtl.path}${caseStudyPath(first!.slug)}`);
      const logo = (await page
        .getByRole('banner')
        .getByRole('link', { name: rtl.content.owner.name })
        .first()
        .boundingBox())!;
      expect(logo.x + logo.width / 2).toBeGreaterThan(width / 2);
      const crumbs = page
        .getByRole('navigation', {
          name: rtl.content.caseStudyLabels.breadcrumb,
        })
        .getByRole('listitem');
      const [home, , current] = await crumbs.evaluateAll((items) =>
        items.map((item) => item.getBoundingClientRect().right),
      );
      expect(home!).toBeGreaterThan(current!);
      const title = (await page.getByRole('heading', { level: 1 }).evaluate((heading) => {
        const range = document.createRange();
        range.selectNodeContents(heading);
        return {
          text: range.getBoundingClientRect(),
          box: heading.getBoundingClientRect(),
        };
      }))!;
      // The title's words end at the column's right edge, not its left.
      expect(Math.abs(title.text.right - title.box.right)).toBeLessThan(2);
      // Code still reads from the left, its first column in view.
      const code = await page
        .locator('.cs-story pre')
        .first()
        .evaluate((pre) => {
          const range = document.createRange();
          range.selectNodeContents(pre.querySelector('code')!);
          return {
            start: range.getClientRects()[0]!.left,
            box: pre.getBoundingClientRect().left,
          };
        });
      expect(code.start - code.box).toBeLessThan(40);
      expect(code.start - code.box).toBeGreaterThanOrEqual(0);
    });
  }
});

test.describe('a mistyped address', () => {
  // The 404 status is the point here; the fixture would count it as a failed request.
  test.use({ allowPageErrors: true });
  test('at a mistyped case study address the 404 page is whole and leads back', async ({ page, request }) => {
    // A static host answers any missing address with 404.html, as `vite preview` does not: served the same way here.
    const notFound = await (await request.get('404.html')).text();
    const mistyped = caseStudyPath(`${first!.slug}-typo`);
    await page.route(`**/${mistyped}`, (route) =>
      route.fulfill({ status: 404, contentType: 'text/html', body: notFound }),
    );
    await page.goto(mistyped).catch(() => undefined);
    await expect(page.getByRole('heading', { level: 1, name: site.notFound.title })).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.fonts.check('16px Poppins'))).toBe(true);
    await page.getByRole('link', { name: site.notFound.link }).click();
    await expect(page.getByRole('heading', { level: 1, name: owner.name })).toBeAttached();
  });
});

test.describe('view transitions', () => {
  /** Whether the page the browser showed after the last navigation was revealed with a view transition. */
  const recordReveal = (page: Page) =>
    page.addInitScript(() => {
      window.addEventListener('pagereveal', (event) => {
        (window as unknown as { revealedWithTransition: boolean }).revealedWithTransition = Boolean(
          (event as Event & { viewTransition: unknown }).viewTransition,
        );
      });
    });
  const revealed = (page: Page) =>
    page.evaluate(() => (window as unknown as { revealedWithTransition?: boolean }).revealedWithTransition);

  /** From the Projects section, the first case study opened by its card's link, its page shown. */
  async function openFirstStudyFromItsCard(page: Page) {
    await recordReveal(page);
    await page.goto('./#projects');
    await card(page, first!.project.title)
      .getByRole('link', { name: new RegExp(`^${caseStudyLabels.link}`) })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: first!.project.title })).toBeVisible();
  }

  test('the card\u2019s picture becomes the case study\u2019s hero where motion is welcome', async ({ page }) => {
    await openFirstStudyFromItsCard(page);
    // pagereveal fires at the page's first rendering, which can come after its layout.
    await expect.poll(() => revealed(page)).toBe(true);
    expect(await page.locator('.cs-hero').evaluate((image) => getComputedStyle(image).viewTransitionName)).toBe(
      'case-study-picture',
    );
  });

  test.describe('under reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('there is none', async ({ page }) => {
      await openFirstStudyFromItsCard(page);
      await expect.poll(() => revealed(page)).toBe(false);
    });
  });
});

test.describe('accessibility', () => {
  test.use({ reducedMotion: 'reduce' });
  const rtl = translated.find((language) => language.dir === 'rtl')!;
  for (const [language, width] of [
    ...[360, 768, 1440].map((width) => [fixtureLanguages[0]!, width] as const),
    ...[360, 1440].map((width) => [rtl, width] as const),
  ]) {
    test(`no axe violations on a case study in ${language.lang} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${language.path}${caseStudyPath(first!.slug)}`);
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(
        violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(' | ')}`),
      ).toEqual([]);
    });
  }
});
