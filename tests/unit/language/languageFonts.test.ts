import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { afterEach, describe, expect, it } from 'vitest';
import { projects } from '@/placeholder/site';
import {
  designFontStack,
  languageFaces,
  languageFontFamily,
  fontPackageFolder,
  languageFontHead,
  packageFaces,
  parseUnicodeRange,
  textsOf,
} from '../../../scripts/lib/languageFonts.mjs';

const root = path.resolve(__dirname, '../../..');
/** A project's text in Russian, the text Poppins cannot show: our own, whatever languages the content's projects are in. */
const russianText = 'Сервис, который автоматизирует поиск работы: сам находит вакансии и отправляет отклики.';
const arabicText = 'مطوّر واجهات يبني مواقع سريعة وسهلة الوصول، می\u200Cخواهم';
const faceIds = async (language: { lang: string; font?: string }, texts: string[], contentFolder?: string) =>
  (await languageFaces(language, texts, { contentFolder })).map((face) => face.id);
/** The shapes' content folder, whose fonts/ hold Noto Sans JP as Fontsource lays it out, a subset of its numbered slices (its README). */
const shapes = path.join(root, 'tests/fixtures/shapes');
const japaneseFont = path.join(shapes, 'fonts/noto-sans-jp');
const japanese = { lang: 'ja', font: 'Noto Sans JP' };

describe('the font of a language', () => {
  it('defaults to Montserrat for Cyrillic languages and Noto Sans Arabic for Arabic script, none for English', () => {
    expect(languageFontFamily({ lang: 'ru' })).toBe('Montserrat');
    expect(languageFontFamily({ lang: 'uk-UA' })).toBe('Montserrat');
    expect(languageFontFamily({ lang: 'ar' })).toBe('Noto Sans Arabic');
    expect(languageFontFamily({ lang: 'fa' })).toBe('Noto Sans Arabic');
    expect(languageFontFamily({ lang: 'en' })).toBeUndefined();
  });

  it('is the one the owner names, and none when that is Poppins', () => {
    expect(languageFontFamily({ lang: 'ru', font: 'Noto Sans' })).toBe('Noto Sans');
    expect(languageFontFamily({ lang: 'ru', font: 'Poppins' })).toBeUndefined();
  });
});

describe('the faces a language page loads', () => {
  it('for Russian: Montserrat’s Cyrillic subset in both weights, nothing for the Latin words Poppins shows', async () => {
    expect(await faceIds({ lang: 'ru' }, [russianText, 'React, TypeScript'])).toEqual([
      'montserrat-cyrillic-400-normal',
      'montserrat-cyrillic-600-normal',
    ]);
  });

  it('for Arabic: Noto Sans Arabic’s Arabic subset in both weights', async () => {
    expect(await faceIds({ lang: 'ar' }, [arabicText, 'GitHub'])).toEqual([
      'noto-sans-arabic-arabic-400-normal',
      'noto-sans-arabic-arabic-600-normal',
    ]);
  });

  it('for Japanese: the numbered slices of Noto Sans JP that hold its characters, in both weights', async () => {
    expect(await faceIds(japanese, ['東の開発者', 'React'], shapes)).toEqual([
      'noto-sans-jp-[115]-400-normal',
      'noto-sans-jp-[116]-400-normal',
      'noto-sans-jp-[119]-400-normal',
      'noto-sans-jp-[115]-600-normal',
      'noto-sans-jp-[116]-600-normal',
      'noto-sans-jp-[119]-600-normal',
    ]);
    expect(await faceIds(japanese, ['ジェネレーティブアート'], shapes)).toEqual([
      'noto-sans-jp-[119]-400-normal',
      'noto-sans-jp-[119]-600-normal',
    ]);
  });

  it('none for a Russian page whose texts happen to be all Latin', async () => {
    expect(await faceIds({ lang: 'ru' }, ['React, TypeScript'])).toEqual([]);
  });

  it('none for the English placeholder, its Russian project left to system fonts as it always was', async () => {
    expect(await faceIds({ lang: 'en' }, textsOf(projects))).toEqual([]);
  });

  it('fails the build naming a character in no font of the page (Cyrillic on a page whose font is Arabic)', async () => {
    await expect(languageFaces({ lang: 'ar' }, [arabicText, 'Привет'])).rejects.toThrow(
      /Language "ar": "П" U\+041F, .*Noto Sans Arabic/,
    );
  });

  it('fails the build naming the package to install when the named font is not installed', async () => {
    await expect(languageFaces({ lang: 'ru', font: 'Not A Real Font' }, [russianText])).rejects.toThrow(
      /npm install --save-exact @fontsource\/not-a-real-font/,
    );
  });
});

describe('the head of a language page', () => {
  let dist = '';
  afterEach(() => rm(dist, { recursive: true, force: true }));

  it('adds nothing for a language Poppins covers, so the placeholder page loads what it always did', async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'fonts-'));
    const head = await languageFontHead({ lang: 'en' }, textsOf(projects), {
      dist,
      base: '/',
      fontStack: await designFontStack(root),
    });
    expect(head).toEqual({ style: undefined, preloads: [] });
    expect(await readdir(dist)).toEqual([]);
  });

  it('writes the faces cut down to the page\u2019s letters under hashed names, declares them with their ranges, puts the font first and preloads each file', async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'fonts-'));
    const fontStack = await designFontStack(root);
    const head = await languageFontHead({ lang: 'ar' }, [arabicText], { dist, base: '/portfolio/', fontStack });
    const files = await readdir(path.join(dist, 'assets'));
    expect(files.sort()).toEqual([
      expect.stringMatching(/^noto-sans-arabic-arabic-400-normal-[0-9a-f]{8}\.woff2$/),
      expect.stringMatching(/^noto-sans-arabic-arabic-600-normal-[0-9a-f]{8}\.woff2$/),
    ]);
    const written = fontkit.openSync(path.join(dist, 'assets', files[0]!)) as fontkit.Font;
    expect(written.hasGlyphForCodePoint('م'.codePointAt(0)!), 'a letter of the page').toBe(true);
    expect(written.hasGlyphForCodePoint('ض'.codePointAt(0)!), 'a letter the page does not use').toBe(false);
    expect(written.hasGlyphForCodePoint(0x200c), 'the zero-width non-joiner the text holds').toBe(true);
    expect(head.preloads).toEqual(
      files.map(
        (file) => `<link rel="preload" href="/portfolio/assets/${file}" as="font" type="font/woff2" crossorigin />`,
      ),
    );
    expect(head.style).toContain(`src:url(/portfolio/assets/${files[0]}) format('woff2');unicode-range:U+0600-06FF`);
    expect(head.style).toMatch(
      new RegExp(
        `:root\\[lang="ar"\\]\\{--font-body:'Noto Sans Arabic',${fontStack.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\}$`,
      ),
    );
    expect(fontStack.startsWith("'Poppins'")).toBe(true);
  });

  it('gives a language in Nastaliq its font’s own line height, drawn 2.5 em tall, and one in Noto Sans Arabic the design’s', async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'fonts-'));
    const build = { dist, base: '/', fontStack: await designFontStack(root) };
    const urdu = await languageFontHead({ lang: 'ur', font: 'Noto Nastaliq Urdu' }, ['تیز زبان، انگریزی'], build);
    expect(urdu.style).toMatch(/:root\[lang="ur"\] body,:root\[lang="ur"\] body \*\{line-height:2\.5\}$/);
    const arabic = await languageFontHead({ lang: 'ar' }, [arabicText], build);
    expect(arabic.style).not.toContain('line-height');
  });

  it('declares every slice the page\u2019s words use and preloads only those of its first screen', async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'fonts-'));
    const head = await languageFontHead(japanese, ['東の開発者', 'ジェネレーティブアート'], {
      dist,
      base: '/',
      fontStack: await designFontStack(root),
      firstScreen: ['ジェネレーティブアート'],
      contentFolder: shapes,
    });
    expect(head.style?.match(/@font-face/g)).toHaveLength(6);
    expect(head.preloads).toEqual([
      expect.stringMatching(/href="\/assets\/noto-sans-jp-119-400-normal-[0-9a-f]{8}\.woff2"/),
      expect.stringMatching(/href="\/assets\/noto-sans-jp-119-600-normal-[0-9a-f]{8}\.woff2"/),
    ]);
  });
});

describe('a Fontsource package', () => {
  it('is the named content folder’s own under fonts/, else npm’s, never one of a content nobody named', () => {
    expect(fontPackageFolder('Noto Sans JP', shapes)).toBe(japaneseFont);
    expect(fontPackageFolder('Noto Sans Arabic', shapes)).toBe(
      path.join(root, 'node_modules/@fontsource/noto-sans-arabic'),
    );
    expect(fontPackageFolder('Noto Sans Arabic')).toBe(path.join(root, 'node_modules/@fontsource/noto-sans-arabic'));
    expect(() => fontPackageFolder('Noto Sans JP')).toThrow(/npm install --save-exact @fontsource\/noto-sans-jp/);
  });

  it('gives each face its file and range, the numbered slices of a Chinese, Japanese or Korean font as well', async () => {
    const faces = await packageFaces('Noto Sans JP', 600, japaneseFont);
    expect(faces.map((face) => [face.id, path.basename(face.file)])).toEqual(
      expect.arrayContaining([
        ['noto-sans-jp-[115]-600-normal', 'noto-sans-jp-115-600-normal.woff2'],
        ['noto-sans-jp-[119]-600-normal', 'noto-sans-jp-119-600-normal.woff2'],
      ]),
    );
    const east = faces.find((face) => face.id === 'noto-sans-jp-[115]-600-normal')!;
    expect(east.ranges).toContainEqual(['東'.codePointAt(0), '東'.codePointAt(0)]);
  });
});

describe('a unicode-range', () => {
  it('reads single code points, ranges and wildcards', () => {
    expect(parseUnicodeRange('U+0600-06FF,U+204F, U+4??')).toEqual([
      [0x600, 0x6ff],
      [0x204f, 0x204f],
      [0x400, 0x4ff],
    ]);
  });
});
