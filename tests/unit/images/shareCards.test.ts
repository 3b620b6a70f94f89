import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { shareCardSvg } from '../../../vite/images/brandArt.ts';
import { cardFaces } from '../../../vite/images/cardFonts.ts';
import { cardLines, shapeCardText, type CardText } from '../../../vite/images/cardText.ts';

const arabic = { lang: 'ar', dir: 'rtl' } as const;
const hebrew = { lang: 'he', dir: 'rtl', font: 'Noto Sans Hebrew' } as const;
const english = { lang: 'en', dir: 'ltr' } as const;
const urdu = { lang: 'ur', dir: 'rtl', font: 'Noto Nastaliq Urdu' } as const;
/** The shapes' content folder, whose fonts/ hold Noto Sans JP as Fontsource lays it out, a subset of its numbered slices (its README). */
const shapes = path.resolve(__dirname, '../../fixtures/shapes');
/** The placeholder's folder: no fonts of its own, so a language's font is npm's. */
const placeholder = path.resolve(__dirname, '../../../src/placeholder');
const card = { card: 'share card', contentFolder: placeholder };
const colours = { page: '#050816', text: '#ffffff', accent1: '#915eff', accent2: '#00cea8' };

/** The characters a line draws, as its glyphs stand from left to right. */
const drawnLeftToRight = (text: CardText) => text.runs.flatMap((run) => run.glyphs.map((glyph) => glyph.text)).join('');
const families = (text: CardText) => text.runs.map((run) => run.family);
const reversed = (text: string) => [...text].reverse().join('');

describe('a share card in a right-to-left language', () => {
  it('draws an Arabic name in Noto Sans Arabic, its letters joined, read from the right', async () => {
    const { heading } = await cardLines(arabic, 'اسمك', 'مطوّر واجهات أمامية', card);
    expect(families(heading)).toEqual(['Noto Sans Arabic']);
    expect(drawnLeftToRight(heading)).toBe(reversed('اسمك'));
    // The first letter on the right starts the word, the last on the left ends it: the forms of joined letters.
    const names = heading.runs[0]!.glyphs.filter((glyph) => glyph.text !== '').map((glyph) => glyph.name);
    expect(names).toEqual([
      expect.stringMatching(/\.fina$/),
      expect.stringMatching(/\.medi$/),
      expect.stringMatching(/\.init$/),
      expect.not.stringMatching(/\./),
    ]);
  });

  it('keeps a Latin word in an Arabic line in Poppins, left to right, where the Arabic reading puts it', async () => {
    const { line } = await cardLines(arabic, 'اسمك', 'اسمك React', card);
    expect(families(line)).toEqual(['Poppins', 'Noto Sans Arabic']);
    expect(drawnLeftToRight(line)).toBe(`React ${reversed('اسمك')}`);
  });

  it('draws a Hebrew name in the language\u2019s font, read from the right', async () => {
    const { heading } = await cardLines(hebrew, 'נועה לוי', 'מפתחת', card);
    expect(families(heading)).toEqual(['Noto Sans Hebrew']);
    expect(drawnLeftToRight(heading)).toBe(reversed('נועה לוי'));
  });

  it('draws Urdu in Nastaliq, its letters stepping down toward the line’s end, the words fontkit failed on included', async () => {
    const { heading, line } = await cardLines(urdu, 'مریم حداد', 'تیز زبان، انگریزی', card);
    expect(families(heading)).toEqual(['Noto Nastaliq Urdu']);
    expect(drawnLeftToRight(line)).toBe(reversed('تیز زبان، انگریزی'));
    const raised = heading.runs[0]!.positions.filter((position) => position.yOffset !== 0);
    expect(raised.length).toBeGreaterThan(2);
  });

  it('fails naming the language and the character no font of its card has', async () => {
    await expect(cardLines(arabic, 'نوعا', 'נועה', card)).rejects.toThrow(
      /^share card \(ar\): no font of the card \(Poppins, Noto Sans Arabic\) has a glyph for "נ" \(U\+05E0\) in "נועה"/,
    );
  });
});

describe('a share card in Japanese', () => {
  it('draws kana and kanji from the numbered slices of Noto Sans JP, Latin in Poppins', async () => {
    const text = shapeCardText(
      '東のジェネレーティブアート React',
      await cardFaces({ lang: 'ja', font: 'Noto Sans JP' }, 600, shapes),
      'ltr',
      'share card (ja)',
    );
    expect(new Set(families(text))).toEqual(new Set(['Noto Sans JP', 'Poppins']));
    expect(drawnLeftToRight(text)).toBe('東のジェネレーティブアート React');
  });

  it('fails naming a character only where the font truly lacks it', async () => {
    const faces = await cardFaces({ lang: 'ja', font: 'Noto Sans JP' }, 400, shapes);
    expect(() => shapeCardText('東の鳥', faces, 'ltr', 'share card (ja)')).toThrow(
      /^share card \(ja\): no font of the card \(Poppins, Noto Sans JP\) has a glyph for "鳥" \(U\+9CE5\)/,
    );
  });
});

describe('the share card', () => {
  it('is outlines of the fonts, not text a system font would draw', async () => {
    const { heading, line } = await cardLines(arabic, 'اسمك', 'مطوّر واجهات أمامية', card);
    const svg = shareCardSvg(heading, line, 1200, 630, colours);
    expect(svg).not.toContain('<text');
    expect(svg.match(/<path d="M[^"]+"/g)).toHaveLength(2);
  });

  it('shrinks a long name to 90 % of the card\u2019s width by its glyphs\u2019 advances', async () => {
    const { heading, line } = await cardLines(
      english,
      'Maximiliana Alexandrovna Wolfeschlegelsteinhausen',
      'Frontend developer',
      card,
    );
    const svg = shareCardSvg(heading, line, 1200, 630, colours);
    const nameXs = [...svg.match(/<path d="([^"]+)" fill="url\(#accent\)"/)![1]!.matchAll(/[ML](-?[\d.]+) /g)].map(
      ([, x]) => Number(x),
    );
    const [left, right] = [Math.min(...nameXs), Math.max(...nameXs)];
    expect(right - left).toBeLessThanOrEqual(1200 * 0.9);
    expect(right - left).toBeGreaterThan(1200 * 0.8);
    expect((left + right) / 2).toBeCloseTo(600, -1);
  });
});
