import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cssFiles, srcDir } from '../../support/sourceCss';

/** Declarations that name a physical side, which a right-to-left page would not mirror. */
const physicalSide = [
  /(?:^|[\s;{])(?:margin|padding|border|scroll-margin|scroll-padding)-(?:left|right)(?:-[a-z]+)?\s*:/,
  /(?:^|[\s;{])border-(?:top|bottom)-(?:left|right)-radius\s*:/,
  /(?:^|[\s;{])(?:left|right)\s*:/,
  /(?:^|[\s;{])(?:text-align|float|clear)\s*:\s*(?:left|right)\b/,
];
/** Shorthands whose four values give the left and right sides different lengths. */
const lopsidedShorthand = /(?:^|[\s;{])(?:margin|padding|inset|border-width)\s*:\s*(\S+)\s+(\S+)\s+(\S+)\s+(\S+)\s*;/;

describe('the stylesheets', () => {
  it('name sides by where text starts and ends (logical properties), so a right-to-left page mirrors', () => {
    const strays: string[] = [];
    for (const file of cssFiles(srcDir)) {
      const lines = readFileSync(file, 'utf8').split(/\r?\n/);
      lines.forEach((line, index) => {
        const where = `${path.relative(srcDir, file)}:${index + 1}: ${line.trim()}`;
        if (physicalSide.some((pattern) => pattern.test(line))) strays.push(where);
        const sides = lopsidedShorthand.exec(line);
        if (sides && sides[2] !== sides[4]) strays.push(where);
      });
    }
    expect(strays).toEqual([]);
  });
});
