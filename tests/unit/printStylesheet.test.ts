import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compactCss, printSheetFile } from '../../vite/printStylesheet';

const printCss = readFileSync(path.resolve(import.meta.dirname, '../../src/theme/print.css'), 'utf8');

describe('the print stylesheet as built', () => {
  it('loses comments and spare whitespace but not the spaces inside strings or between selectors', () => {
    expect(compactCss("/* why */\na[href^='http']::after {\n  content: ' (' attr(href) ')';\n}\n\n#home > div ,\nli { margin: 0 }")).toBe(
      "a[href^='http']::after{content: ' (' attr(href) ')'}#home > div , li{margin: 0}",
    );
  });

  it('is the same rules, shorter, under a name that changes with its content', () => {
    const built = compactCss(printCss);
    expect(built.length).toBeLessThan(printCss.length);
    expect(built).not.toContain('/*');
    expect(built.split('{').length).toBe(printCss.replace(/\/\*[\s\S]*?\*\//g, '').split('{').length);
    expect(printSheetFile(built)).toMatch(/^assets\/print-[0-9a-f]{8}\.css$/);
    expect(printSheetFile(`${built} `)).not.toBe(printSheetFile(built));
  });
});
