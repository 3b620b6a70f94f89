/**
 * The CV the build writes from the content (`resume.cv`), for the fixture: its text in reading order,
 * links, metadata, tags and fonts as a reader gets them (pdf.js), its JSON Resume against the schema's
 * own package, and the build errors an owner meets.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type {
  Content,
  GeneratedCv,
  Resume,
  Translation,
  Words,
  WrittenPageContent,
} from '../../../src/contentShape/types';
import { translatedPage } from '../../../vite/content/translatedPage';
import { languageFontFamily } from '../../../scripts/lib/languageFonts.mjs';
import { pageUrl } from '../../../src/seo/pageUrl';
import { shownAddress } from '../../../vite/resume/cvModel';
import { languageResumes } from '../../../vite/resume/languageResumes';
import type { SiteContent } from '../../../vite/content/contentModule';
import { languagesOf } from '../../../vite/content/languagesOf';
import { shippedResume, type ResumeContent } from '../../../vite/resume/shippedResume';
import * as fixture from '../../fixtures/content-full/site';
import { fontsEmbedded, readPdf } from '../../support/pdfText';

const fixtureDir = path.resolve(import.meta.dirname, '../../fixtures/content-full');
const siteAddress = pageUrl(fixture.site.origin, '/portfolio/');
const cv = fixture.resume.cv!;
const withCv = (changes: Partial<GeneratedCv>, resume: Partial<Resume> = {}): ResumeContent => ({
  ...fixture,
  resume: { label: fixture.resume.label, cv: { ...cv, ...changes }, ...resume },
});
const defaultPage = { ...fixture.languages.default, folder: '' };
const ship = (content: ResumeContent = fixture) => shippedResume(content, fixtureDir, siteAddress, defaultPage);

/** The PDF budget for the fixture's CV, and its most pages. */
const FIXTURE_BYTES = 150 * 1024;
const FIXTURE_PAGES = 2;

const selected = cv.projects!.map((id) => fixture.projects.find((project) => project.id === id)!);

/** Every text a CV of `content` prints, in reading order. */
function expectedTexts(content: WrittenPageContent, generated: GeneratedCv, address: string): string[] {
  const projects = generated.projects!.map((id) => content.projects.find((project) => project.id === id)!);
  return [
    content.owner.name,
    content.owner.role,
    content.owner.email,
    content.owner.phone,
    shownAddress(address),
    generated.headings.summary,
    generated.summary!,
    generated.headings.experience,
    ...content.experience.entries.flatMap((entry) => [
      entry.role,
      entry.organisation,
      entry.place,
      ...entry.lines,
      ...(entry.technologies ?? []),
    ]),
    generated.headings.technologies,
    ...content.techStack.items.map((item) => item.title),
    generated.headings.projects,
    ...projects.flatMap((project) => [project.title, project.text]),
    ...generated.sections!.flatMap((section) => [
      section.title,
      ...section.items.flatMap((item) => [item.title, item.text ?? '']),
    ]),
  ];
}

function expectInOrder(flat: string, expected: readonly string[]) {
  let from = 0;
  for (const text of expected) {
    const at = flat.indexOf(text, from);
    expect(at, `"${text}" after character ${from}`).toBeGreaterThanOrEqual(0);
    from = at + text.length;
  }
}

describe('the CV written from the fixture content', async () => {
  const shipped = (await ship())!;
  const pdf = await readPdf(shipped.pdf.source);
  const flat = pdf.text.replace(/\s+/g, ' ');

  it('is a PDF under assets/ named after resume.cv.fileName, within the budget and two pages', () => {
    expect(shipped.pdf.fileName).toMatch(new RegExp(`^assets/${cv.fileName}-[0-9a-f]{10}\\.pdf$`));
    expect(shipped.pdf.source.length).toBeLessThan(FIXTURE_BYTES);
    expect(pdf.pages).toBeGreaterThan(0);
    expect(pdf.pages).toBeLessThanOrEqual(FIXTURE_PAGES);
  });

  it('reads name, role, contacts, then every position, technology, project and section in the content order', () => {
    expectInOrder(flat, expectedTexts(fixture, cv, siteAddress));
  });

  it('links the contacts, the employers and the projects', () => {
    const expected = [
      `mailto:${fixture.owner.email}`,
      siteAddress,
      ...fixture.socials.filter((social) => social.href).map((social) => social.href),
      ...fixture.experience.entries.flatMap((entry) => (entry.link ? [entry.link] : [])),
      ...selected.flatMap((project) => [project.hrefLive, project.hrefCode].filter((href) => href !== '#')),
    ];
    const normal = (href: string) => new URL(href).href;
    for (const href of expected) expect(pdf.links.map(normal)).toContain(normal(href));
    expect(pdf.links.some((href) => href.startsWith('tel:'))).toBe(true);
  });

  it('is tagged, names its title, author and language, and embeds every font it uses', () => {
    expect(pdf.tagged).toBe(true);
    expect(pdf.info.Title).toBe(`${fixture.owner.name} \u00B7 ${fixture.resume.label}`);
    expect(pdf.info.Author).toBe(fixture.owner.name);
    expect(pdf.info.Language).toBe(cv.language);
    const fonts = fontsEmbedded(shipped.pdf.source);
    expect(fonts.fonts).toBeGreaterThan(0);
    expect(fonts.embedded).toBe(fonts.fonts);
  });

  it('takes the paper the content asks for', async () => {
    const letter = (await ship(withCv({ paper: 'Letter' })))!;
    const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const first = await (
      await getDocument({ data: new Uint8Array(letter.pdf.source), verbosity: 0 }).promise
    ).getPage(1);
    expect(first.view.slice(2)).toEqual([612, 792]);
  });
});

describe('resume.json, the same data as JSON Resume', async () => {
  const { validate } = await import('@jsonresume/schema');
  const json = JSON.parse((await ship())!.json!);

  it('is valid against the schema of @jsonresume/schema', async () => {
    const errors = await new Promise((resolve) => validate(json, (found: unknown) => resolve(found)));
    expect(errors).toBeNull();
  });

  it('holds the owner, the positions, the technologies, the selected projects and the sections with a kind', () => {
    expect(json.basics).toMatchObject({
      name: fixture.owner.name,
      label: fixture.owner.role,
      email: fixture.owner.email,
      url: siteAddress,
      summary: cv.summary,
    });
    expect(json.work.map((work: { position: string; name: string }) => [work.position, work.name])).toEqual(
      fixture.experience.entries.map((entry) => [entry.role, entry.organisation]),
    );
    expect(json.skills.map((skill: { name: string }) => skill.name)).toEqual(
      fixture.techStack.items.map((item) => item.title),
    );
    expect(json.projects.map((project: { name: string }) => project.name)).toEqual(
      selected.map((project) => project.title),
    );
    for (const section of cv.sections!.filter((part) => part.kind))
      expect(json[section.kind!]).toHaveLength(section.items.length);
  });

  it('is wrong when a field is: the validator is not a rubber stamp', async () => {
    const broken = { ...json, work: [{ ...json.work[0], startDate: 'March 2022' }] };
    const errors = await new Promise((resolve) => validate(broken, (found: unknown) => resolve(found)));
    expect(errors).not.toBeNull();
  });
});

describe('the owner who names a PDF of their own', () => {
  it('gets that PDF, and resume.json when the content asks for a CV too', async () => {
    const shipped = (await ship(withCv({}, { src: 'cv.pdf' })))!;
    expect(Buffer.compare(shipped.pdf.source, readFileSync(path.join(fixtureDir, 'cv.pdf')))).toBe(0);
    expect(JSON.parse(shipped.json!).basics.name).toBe(fixture.owner.name);
  });
});

describe('a CV the build cannot write fails naming the content item', () => {
  it('for a letter the font has no glyph for', async () => {
    // A project of its own in Russian, whatever languages the content's projects are in.
    const russian = {
      ...fixture.projects[0]!,
      id: Math.max(...fixture.projects.map((project) => project.id)) + 1,
      text: 'Сервис для поиска работы.',
      lang: 'ru',
    };
    await expect(
      ship({ ...withCv({ projects: [russian.id] }), projects: [...fixture.projects, russian] }),
    ).rejects.toThrow(
      new RegExp(
        `^projects \\(id ${russian.id}\\)\\.text: the CV's regular font .*poppins-latin-400-normal\\.woff has no glyph for ".*" \\(U\\+04`,
      ),
    );
    const owner = { ...fixture.owner, name: 'Łucja Nowak' };
    await expect(ship({ ...withCv({}), owner })).rejects.toThrow(
      /^owner\.name: the CV's bold font .* has no glyph for "Ł" \(U\+0141\)/,
    );
  });

  it('for an empty heading, an unknown project, a wrong paper, language or file name, a WOFF2 font', async () => {
    await expect(ship(withCv({ headings: { ...cv.headings, projects: ' ' } }))).rejects.toThrow(
      /^resume\.cv\.headings\.projects: empty/,
    );
    await expect(ship(withCv({ projects: [1, 99] }))).rejects.toThrow(
      /^resume\.cv\.projects\[1\]: no project has the id 99/,
    );
    await expect(ship(withCv({ paper: 'A5' as 'A4' }))).rejects.toThrow(/^resume\.cv\.paper: "A5"/);
    await expect(ship(withCv({ language: 'english!' }))).rejects.toThrow(/^resume\.cv\.language: "english!"/);
    await expect(ship(withCv({ fileName: '../cv' }))).rejects.toThrow(/^resume\.cv\.fileName: "\.\.\/cv"/);
    await expect(ship(withCv({ fonts: { regular: 'fonts/mine.woff2', bold: 'fonts/mine.woff2' } }))).rejects.toThrow(
      /^resume\.cv\.fonts\.regular: .*mine\.woff2 is not a \.woff, \.ttf or \.otf/,
    );
    await expect(ship(withCv({ fonts: { regular: 'fonts/gone.ttf', bold: 'fonts/gone.ttf' } }))).rejects.toThrow(
      /^resume\.cv\.fonts\.regular: .*gone\.ttf not found/,
    );
  });

  it('for a résumé that names neither a PDF nor a CV', async () => {
    await expect(ship({ ...fixture, resume: { label: 'CV' } })).rejects.toThrow(
      /^resume: name your PDF \(src\) or ask for a generated CV \(cv\)/,
    );
  });
});

/** The fixture with other languages than its own. */
const withOthers = (...others: Translation[]) => ({ ...fixture, languages: { ...fixture.languages, others } });
const translation = (lang: string) => fixture.languages.others.find((language) => language.lang === lang)!;
/** A language of the fixture with some of its words changed. */
const changed = (lang: string, words: Partial<Words<Content>>): Translation => ({
  ...translation(lang),
  words: { ...translation(lang).words, ...words },
});
const resumesOf = (content: SiteContent = fixture) => languageResumes(languagesOf(content), fixtureDir, siteAddress);
/** The fixture's résumés, written once for the tests that read them. */
const fixtureResumes = resumesOf();
describe.each(fixture.languages.others.map((language) => [language.lang, language] as const))(
  'the CV in %s, a language other than the default',
  async (lang, language) => {
    const shipped = (await fixtureResumes).find((resume) => resume.lang === lang)!.shipped!;
    const page = translatedPage(fixture, language);
    const content = page.content;
    const generated = { ...content.resume!.cv!, language: language.words.resume?.cv?.language ?? lang };
    const address = `${siteAddress}${page.path}`;
    const pdf = await readPdf(shipped.pdf.source);

    it(`is a PDF of its own, assets/${cv.fileName}-${lang}-<hash>.pdf, within the budget`, () => {
      expect(shipped.pdf.fileName).toMatch(new RegExp(`^assets/${cv.fileName}-${lang}-[0-9a-f]{10}\\.pdf$`));
      expect(shipped.pdf.source.length).toBeLessThan(FIXTURE_BYTES);
      expect(pdf.pages).toBeLessThanOrEqual(FIXTURE_PAGES);
    });

    it("reads the language's words in the content order, with the address of its page", () => {
      // As a reader gets them: Arabic presentation forms as their letters (NFKC), and without spaces, which
      // pdf.js drops where a right-to-left run meets a left-to-right one (poppler's pdftotext keeps them).
      const readable = (text: string) => text.normalize('NFKC').replace(/\s+/g, '');
      expectInOrder(readable(pdf.text), expectedTexts(content, generated, address).map(readable));
    });

    it('links its page, the employers and the projects', () => {
      const normal = (href: string) => new URL(href).href;
      const links = pdf.links.map(normal);
      expect(links).toContain(normal(address));
      for (const entry of content.experience.entries) if (entry.link) expect(links).toContain(normal(entry.link));
    });

    it("names its title and author in the language, says the page's language, and embeds the language's font beside Poppins, as subsets", () => {
      expect(pdf.info.Title).toBe(`${content.owner.name} \u00B7 ${content.resume!.label}`);
      expect(pdf.info.Author).toBe(content.owner.name);
      expect(pdf.info.Language).toBe(lang);
      const fonts = fontsEmbedded(shipped.pdf.source);
      expect(fonts.embedded).toBe(fonts.fonts);
      const baseFonts = [
        ...Buffer.from(shipped.pdf.source)
          .toString('latin1')
          .matchAll(/\/BaseFont \/([A-Z]{6})\+([\w-]+)/g),
      ].map(([, , name]) => name!);
      const family = languageFontFamily(language)!.replace(/\s+/g, '');
      expect(baseFonts.some((name) => name.startsWith(family))).toBe(true);
      expect(baseFonts.some((name) => name.startsWith('Poppins'))).toBe(true);
    });

    it('has a resume.json in its folder, valid against the schema, in the language', async () => {
      const { validate } = await import('@jsonresume/schema');
      const json = JSON.parse(shipped.json!);
      const errors = await new Promise((resolve) => validate(json, (found: unknown) => resolve(found)));
      expect(errors).toBeNull();
      expect(json.basics).toMatchObject({
        name: content.owner.name,
        label: content.owner.role,
        url: address,
        summary: generated.summary,
      });
      expect(json.meta).toEqual({ canonical: `${address}resume.json`, language: lang });
      expect(json.work.map((work: { position: string }) => work.position)).toEqual(
        content.experience.entries.map((entry) => entry.role),
      );
    });
  },
);

describe.each(
  fixture.languages.others.filter((language) => language.dir === 'rtl').map((language) => [language.lang] as const),
)('the CV in %s, written right to left', async (lang) => {
  const pdf = await readPdf((await fixtureResumes).find((resume) => resume.lang === lang)!.shipped!.pdf.source);
  it('draws every Arabic letter joined, in the presentation form its place in the word gives it, which reads back as the letter', () => {
    expect(pdf.text).not.toMatch(/[\u0621-\u063A\u0641-\u064A]/);
    expect(pdf.text).toMatch(/[\uFE70-\uFEFC]/);
  });
});

describe('the CV of a language in a font that joins letters by cursive attachment (Nastaliq)', async () => {
  const rtl = fixture.languages.others.find((language) => language.dir === 'rtl')!;
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const page = translatedPage(fixture, { ...rtl, font: 'Noto Nastaliq Urdu' });
  const shipped = await shippedResume(page.content, fixtureDir, siteAddress, { ...page, folder: page.path });
  const warnings = warn.mock.calls.flat();
  warn.mockRestore();

  it('is set in its script’s default font, which the CV can draw, and the build says why', () => {
    const baseFonts = Buffer.from(shipped!.pdf.source)
      .toString('latin1')
      .match(/\/BaseFont \/[A-Z]{6}\+[\w-]+/g);
    expect(baseFonts!.some((name) => name.includes('NotoSansArabic'))).toBe(true);
    expect(baseFonts!.some((name) => name.includes('Nastaliq'))).toBe(false);
    expect(warnings).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^CV \\(${rtl.lang}\\): Noto Nastaliq Urdu joins its letters by cursive attachment.* Noto Sans Arabic`,
        ),
      ),
    );
  });
});

describe('the languages of the site each offer their résumé', () => {
  it('the default language its CV, unchanged by the other languages', async () => {
    const [first] = await fixtureResumes;
    expect(first!.folder).toBe('');
    expect(Buffer.compare(first!.shipped!.pdf.source, (await ship())!.pdf.source)).toBe(0);
  });

  it('a language whose words give a PDF of their own and no CV: that PDF, and no resume.json', async () => {
    const [, other] = await resumesOf(withOthers(changed('ru', { resume: { label: 'Резюме', src: 'cv.pdf' } })));
    expect(Buffer.compare(other!.shipped!.pdf.source, readFileSync(path.join(fixtureDir, 'cv.pdf')))).toBe(0);
    expect(other!.shipped!.json).toBeUndefined();
  });

  it('a language whose words name no résumé (null): none', async () => {
    const [, other] = await resumesOf(withOthers(changed('ru', { resume: null })));
    expect(other!.shipped).toBeNull();
  });
});

describe('a CV in another language the build cannot write fails naming the language and the item', () => {
  it('for a letter of Arabic script the CV cannot join (Kurdish ڵ), naming the way out', async () => {
    const rtl = fixture.languages.others.find((language) => language.dir === 'rtl')!;
    const owner = { ...rtl.words.owner, name: 'ڵێ' };
    await expect(resumesOf(withOthers({ ...rtl, words: { ...rtl.words, owner } }))).rejects.toThrow(
      new RegExp(
        `^languages\\.others \\(${rtl.lang}\\): owner\\.name: the CV joins the letters of Arabic, Persian and Urdu only, not "ڵ" \\(U\\+06B5\\) .* \\(resume\\.src\\)`,
      ),
    );
  });

  it("for a language whose words give neither a CV nor a PDF while the default's résumé is a CV", async () => {
    await expect(resumesOf(withOthers(changed('ru', { resume: { label: 'Резюме' } })))).rejects.toThrow(
      /^languages\.others \(ru\): words\.resume has no cv, .* \(resume\.cv: summary, headings, linkLabels, sections\) or a PDF of its own \(resume\.src\)/,
    );
  });

  it('for a text of its CV left empty, and a letter none of its fonts has', async () => {
    const ruCv = translation('ru').words.resume!.cv!;
    await expect(
      resumesOf(
        withOthers(
          changed('ru', {
            resume: { label: 'Резюме', cv: { ...ruCv, headings: { ...ruCv.headings, projects: ' ' } } },
          }),
        ),
      ),
    ).rejects.toThrow(/^languages\.others \(ru\): resume\.cv\.headings\.projects: empty/);
    const owner = { ...translation('ru').words.owner, name: 'Ваше Имя 名' };
    await expect(resumesOf(withOthers(changed('ru', { owner })))).rejects.toThrow(
      /^languages\.others \(ru\): owner\.name: the CV's bold fonts \(.*poppins-latin-600-normal\.woff, .*montserrat-.*600-normal\.woff.*\) have no glyph for "名" \(U\+540D\)/,
    );
  });
});
