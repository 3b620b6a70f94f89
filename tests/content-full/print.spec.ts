import { writeFile } from 'node:fs/promises';
import {
  experience,
  feedback,
  interfaceText,
  languages,
  owner,
  projects,
  socials,
  techStack,
} from '../fixtures/content-full/site';
import { fixturePosts } from '../support/fixturePosts';
import { readPdf } from '../support/pdfText';
import { expect, test } from '../e2e/fixtures';

/** The most A4 pages the fixture's page, every optional section on, may print on (docs/content.md). */
const MOST_PAGES = 5;
const oneLine = (text: string) => text.replace(/\s+/g, ' ');
const hasLink = (href: string) => href.startsWith('http');
/** Text reads as dark on white paper when no channel of its colour is above this. */
const DARK_TEXT = 80;
const darkest = (colour: string) => Math.max(...(colour.match(/\d+/g) ?? ['255']).slice(0, 3).map(Number));

for (const scheme of ['dark', 'light'] as const) {
  test(`printed from the ${scheme} scheme the page reads like a CV on white paper: every entry, project, quote and contact, outside addresses written out`, async ({
    page,
  }, testInfo) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('./');
    await page.emulateMedia({ media: 'print', colorScheme: scheme });
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    for (const selector of ['#projects-title', '[data-project-list] article p', '#feedback blockquote']) {
      const colour = await page
        .locator(selector)
        .first()
        .evaluate((element) => getComputedStyle(element).color);
      expect(darkest(colour), `${selector} is ${colour}`).toBeLessThanOrEqual(DARK_TEXT);
    }

    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    await writeFile(testInfo.outputPath(`printed-${scheme}.pdf`), pdf);
    const printed = await readPdf(pdf);
    const text = oneLine(printed.text);
    // Link addresses may break anywhere at a line's end.
    const squeezed = printed.text.replace(/\s/g, '');

    expect(text).toContain(owner.name);
    for (const entry of experience.entries) expect(text, entry.role).toContain(entry.role);
    for (const item of techStack.items) expect(text, item.title).toContain(item.title);
    for (const project of projects) {
      expect(text, project.title).toContain(project.title);
      expect(text, project.title).toContain(oneLine(project.text));
      for (const href of [project.hrefLive, project.hrefCode].filter(hasLink))
        expect(squeezed, href).toContain(`(${href})`);
    }
    for (const slide of feedback.slides) {
      expect(text, slide.userName).toContain(oneLine(slide.text));
      expect(text.toLowerCase()).toContain(slide.userName.toLowerCase());
    }
    const [newest] = fixturePosts[0]!.posts.filter(({ facts }) => !facts.draft);
    expect(text, 'the latest posts, a line each').toContain(newest!.facts.title);
    expect(text, 'without their summaries').not.toContain(oneLine(newest!.facts.summary));
    expect(text).toContain(owner.email);
    expect(text).toContain(owner.phone);
    for (const social of socials.filter((candidate) => hasLink(candidate.href)))
      expect(squeezed, social.kind).toContain(`(${social.href})`);
    expect(printed.pages).toBeLessThanOrEqual(MOST_PAGES);
  });
}

/** Each language's main page with the words its controls are named in. */
const languagePages = [
  { path: './', words: interfaceText },
  ...languages.others.map((language) => ({ path: `./${language.lang}/`, words: language.words.interfaceText })),
];

for (const { path, words } of languagePages) {
  test(`on paper (${path}) the screen-only parts are gone and every hidden reveal shows`, async ({ page }) => {
    await page.goto(path);
    await page.emulateMedia({ media: 'print' });
    const screenOnly = [
      page.getByRole('banner'),
      page.locator('[data-hero-poster]'),
      page.getByRole('group', { name: words.filterTabs }),
      page.getByRole('button', { name: words.carousel.next }).first(),
      page.getByRole('button', { name: words.goTop, includeHidden: true }),
    ];
    for (const part of screenOnly) await expect(part).toBeHidden();
    const hidden = await page
      .locator('[data-reveal-item], [data-reveal]')
      .evaluateAll((blocks) => blocks.filter((block) => getComputedStyle(block).opacity !== '1').length);
    expect(hidden, 'reveal blocks not shown').toBe(0);
    await page.emulateMedia({ media: 'screen' });
    await expect(page.getByRole('banner')).toBeVisible();
  });
}
