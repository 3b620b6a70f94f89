import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cssFiles, srcDir } from '../../support/sourceCss';
import { breakpoints } from '@/theme/breakpoints';

describe('media queries', () => {
  const allowed = new Set<number>(Object.values(breakpoints));
  // A max-width query just below a breakpoint (767.98 px) or a min-width one just above it (824 px)
  // still names that breakpoint.
  const named = (value: number) => allowed.has(value) || allowed.has(Math.ceil(value)) || allowed.has(value - 1);

  // The header's burger query is not in src/: `virtual:header-switch.module.css` holds it, at the width
  // where the content's header row fits, never below `header` (vite/header/headerSwitch.ts,
  // tests/unit/layout/headerSwitch.test.ts); the header-fit specs check it from 360 to 1440 px.
  it('use only the breakpoints of src/theme/breakpoints.ts', () => {
    const strays: string[] = [];
    for (const file of cssFiles(srcDir)) {
      const css = readFileSync(file, 'utf8');
      for (const match of css.matchAll(/@media[^{]*?(?:min|max)-width:\s*([\d.]+)px/g)) {
        const value = Number(match[1]);
        if (!named(value)) strays.push(`${path.relative(srcDir, file)}: ${value}px`);
      }
    }
    expect(strays).toEqual([]);
  });
});
