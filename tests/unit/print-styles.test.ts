import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withPrintStyles } from '../../vite/resume/printStyles';
import { resume as fixtureResume } from '../fixtures/content-full/optionalParts';

const printCss = readFileSync(path.resolve(import.meta.dirname, '../../src/theme/print.css'), 'utf8');
const stylesheet = 'body{margin:0}';

describe('the print styles', () => {
  it('leave the stylesheet of a page without a résumé byte for byte as it is', () => {
    expect(withPrintStyles(stylesheet, null, printCss)).toBe(stylesheet);
  });

  it('follow the stylesheet of a page that offers a résumé, as one print media block without comments', () => {
    const styled = withPrintStyles(stylesheet, fixtureResume, printCss);
    expect(styled.startsWith(`${stylesheet}\n@media print {`)).toBe(true);
    expect(styled).not.toContain('/*');
  });
});
