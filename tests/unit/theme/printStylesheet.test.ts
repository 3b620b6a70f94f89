import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compactCss, printCss, printSheetFile } from '../../../vite/printStylesheet';

const theme = (file: string) => readFileSync(path.resolve(import.meta.dirname, '../../../src/theme', file), 'utf8');
const printRules = theme('print.css');
const lightTokens = theme('tokens-light.css');

describe('the print stylesheet as built', () => {
  it('loses comments and spare whitespace but not the spaces inside strings or between selectors', () => {
    expect(
      compactCss(
        "/* why */\na[href^='http']::after {\n  content: ' (' attr(href) ')';\n}\n\n#home > div ,\nli { margin: 0 }",
      ),
    ).toBe("a[href^='http']::after{content: ' (' attr(href) ')'}#home > div , li{margin: 0}");
  });

  it('is the light tokens for any scheme, then the print rules, under a name that changes with its content', () => {
    const built = printCss(lightTokens, printRules);
    expect(built.startsWith('html:root, html:root[data-scheme]{color-scheme: light;--color-bg:')).toBe(true);
    expect(built.endsWith(compactCss(printRules))).toBe(true);
    expect(built).not.toContain('data-hero-poster] svg svg');
    expect(printSheetFile(built)).toMatch(/^assets\/print-[0-9a-f]{8}\.css$/);
    expect(printSheetFile(`${built} `)).not.toBe(printSheetFile(built));
  });

  it('fails the build, naming the file, when the light tokens are not where it takes them from', () => {
    expect(() => printCss(':root { --color-bg: #fff; }', printRules)).toThrow(/tokens-light\.css/);
  });
});
