import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatCss, formatRgb, oklch, parse } from 'culori';
import { photoSize, sceneColours } from 'virtual:theme';
import { afterAll, describe, expect, it } from 'vitest';
import { photoSizes, photoSlot } from '@/theme/imageSlots';
import { breakpoints } from '@/theme/breakpoints';
import { photoSizeOf, readTokens, tokenColour, tokenPx } from '../../../vite/themeTokens';

const srcDir = path.resolve(import.meta.dirname, '../../../src');
const tokensFile = path.join(srcDir, 'theme/tokens.css');
const tokensCss = readFileSync(tokensFile, 'utf8');
const tokens = readTokens(tokensFile);
const scratch = mkdtempSync(path.join(tmpdir(), 'theme-tokens-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The tokens read from a copy of tokens.css with `token` declared as `value`. */
function tokensWith(token: string, value: string): Map<string, string> {
  const file = path.join(scratch, `${token.slice(2)}-${Math.random().toString(36).slice(2)}.css`);
  const declaration = new RegExp(`(${token}\\s*:)[^;]+;`);
  expect(tokensCss, `tokens.css declares ${token}`).toMatch(declaration);
  writeFileSync(file, tokensCss.replace(declaration, `$1 ${value};`));
  return readTokens(file);
}

const accent = tokenColour(tokens, '--color-accent-1');
const accentColour = parse(accent)!;

describe('theme colours the build reads (share card, icons, WebGL ring)', () => {
  it.each([
    ['oklch()', formatCss(oklch(accentColour))],
    ['rgb() with spaces', formatRgb(accentColour).replace(/,\s*/g, ' ')],
    ['rgb() with commas', formatRgb(accentColour)],
    ['hex in capitals', accent.toUpperCase()],
  ])('reads an accent written as %s as the same colour', (_, written) => {
    expect(tokenColour(tokensWith('--color-accent-1', written), '--color-accent-1')).toBe(accent);
  });

  it('follows var() to another token: every colour declared as the accent follows a new accent', () => {
    const copies = [...tokensCss.matchAll(/(--color-[\w-]+)\s*:\s*var\(--color-accent-1\)/g)].map((match) => match[1]!);
    expect(copies).toContain('--color-focus');
    const edited = tokensWith('--color-accent-1', 'oklch(0.7 0.2 30)');
    const newAccent = tokenColour(edited, '--color-accent-1');
    expect(newAccent).not.toBe(accent);
    for (const copy of copies) expect(tokenColour(edited, copy), copy).toBe(newAccent);
  });

  it('clips a colour outside sRGB to the nearest the screen shows, as browsers do', () => {
    expect(tokenColour(tokensWith('--color-accent-2', 'color(display-p3 0 1 0)'), '--color-accent-2')).toBe('#00ff00');
  });

  it('names the token and its value when a colour cannot be read, or a token refers back to itself', () => {
    expect(() =>
      tokenColour(tokensWith('--color-accent-1', 'color-mix(in oklch, red, blue)'), '--color-accent-1'),
    ).toThrow(/--color-accent-1 is "color-mix\(in oklch, red, blue\)", which the build cannot read as one colour/);
    expect(() => tokenColour(tokensWith('--color-bg', 'bleu'), '--color-bg')).toThrow(/--color-bg is "bleu"/);
    expect(() => tokenColour(tokens, '--color-nowhere')).toThrow(/has no --color-nowhere/);
    expect(() => tokensWith('--color-accent-1', 'var(--color-focus)')).toThrow(
      /--color-accent-1 → --color-focus → --color-accent-1 refers back to itself/,
    );
  });

  it('gives the scene the colours of the tokens its ring and background are drawn with in CSS', () => {
    const frameCss = readFileSync(path.join(srcDir, 'sections/HeroPhoto.module.css'), 'utf8');
    const gradients = [...frameCss.matchAll(/^\s*background: linear-gradient\((.*)\);$/gm)].map((match) => match[1]);
    expect(gradients).toEqual([
      'to bottom, var(--color-ring-top), var(--color-ring-bottom)',
      'in srgb to bottom, var(--color-ring-top), var(--color-ring-bottom)',
    ]);
    expect(sceneColours).toEqual({
      background: tokenColour(tokens, '--color-bg'),
      ringTop: tokenColour(tokens, '--color-ring-top'),
      ringBottom: tokenColour(tokens, '--color-ring-bottom'),
      card: tokenColour(tokens, '--color-card'),
    });
  });
});

describe('colours in component CSS', () => {
  function cssFiles(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
      .map((entry) => path.join(entry.parentPath, entry.name));
  }

  /** The tokens files: the template's, and a content folder's own (theme.css, theme-light.css). */
  const isTokensFile = (file: string) =>
    file === tokensFile ||
    file === path.join(srcDir, 'theme/tokens-light.css') ||
    /^(content|placeholder)[/\\]theme(-light)?\.css$/.test(path.relative(srcDir, file));

  it('are written only in the tokens files: everything else derives from the tokens', () => {
    const literal =
      /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(|(?<![\w-])(?:white|black)(?![\w-])/gi;
    const strays = cssFiles(srcDir)
      .filter((file) => !isTokensFile(file))
      .flatMap((file) =>
        [
          ...readFileSync(file, 'utf8')
            .replace(/\/\*[^]*?\*\//g, '')
            .matchAll(literal),
        ].map((match) => `${path.relative(srcDir, file)}: ${match[0]}`),
      );
    expect(strays).toEqual([]);
  });
});

describe('the hero photo size', () => {
  const size = photoSizeOf(tokens);

  it('comes from tokens.css into the page, the image files and `sizes`', () => {
    expect(photoSize).toEqual(size);
    expect(photoSlot(size).widths).toEqual(
      [...new Set([size.narrow, size.wide, size.narrow * 2, size.wide * 2])].sort((a, b) => a - b),
    );
    expect(photoSizes(size)).toBe(`(max-width: ${breakpoints.mobile}px) ${size.narrow}px, ${size.wide}px`);
  });

  it('makes files for a new size written in tokens.css', () => {
    const edited = tokensWith('--photo-size', `${size.wide + 51}px`);
    expect(photoSlot({ ...size, wide: tokenPx(edited, '--photo-size') }).widths).toContain((size.wide + 51) * 2);
    expect(() => tokenPx(tokensWith('--photo-size', '20rem'), '--photo-size')).toThrow(
      /--photo-size is "20rem", where the build needs a length in px/,
    );
  });
});
