import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GeneratedCv } from '@/contentShape/types';
import { cvFonts } from '../../../vite/resume/cvFonts';
import type { CvModel } from '../../../vite/resume/cvModel';

// The message for a letter no font of the CV has names the fix that covers the page and the CV
// alike, the language's `font`, before the CV's own fonts.

const require = createRequire(import.meta.url);
const poppinsDir = path.dirname(require.resolve('@fontsource/poppins/files/poppins-latin-400-normal.woff'));

const cv: GeneratedCv = {
  fileName: 'cv',
  paper: 'A4',
  language: 'he',
  headings: { summary: 'פרופיל', experience: 'ניסיון', technologies: 'טכנולוגיות', projects: 'פרויקטים' },
  linkLabels: { live: 'אתר', code: 'קוד' },
};
const model: CvModel = {
  language: 'he',
  dir: 'rtl',
  paper: 'A4',
  name: { text: 'נועה לוי', from: 'owner.name' },
  role: { text: 'Frontend developer', from: 'owner.role' },
  contact: [],
  blocks: [],
};

describe('a letter no font of the CV has', () => {
  it('without fonts of the CV\u2019s own: the language\u2019s font first, then resume.cv.fonts', async () => {
    const failure = cvFonts(model, cv, { lang: 'he' }, poppinsDir);
    await expect(failure).rejects.toThrow(
      /^owner\.name: the CV's bold font .*poppins-latin-600-normal\.woff has no glyph for "נ" \(U\+05E0\) in "נועה לוי"; /,
    );
    await expect(failure).rejects.toThrow(
      /; name a font that has it as the language's `font` \(a Fontsource family, installed with npm; docs\/content\.md, "A language's font"\): the page and the CV both take it; or name fonts that have it in resume\.cv\.fonts$/,
    );
  });

  it('with fonts of the CV\u2019s own, which draw every letter: those fonts', async () => {
    const own = { ...cv, fonts: { regular: 'poppins-latin-400-normal.woff', bold: 'poppins-latin-600-normal.woff' } };
    await expect(cvFonts(model, own, { lang: 'he', font: 'Noto Sans Hebrew' }, poppinsDir)).rejects.toThrow(
      /^owner\.name: the CV's bold font .*poppins-latin-600-normal\.woff has no glyph for "נ" \(U\+05E0\) in "נועה לוי"; name fonts that have it in resume\.cv\.fonts$/,
    );
  });
});
