import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { displayPath } from '../../scripts/lib/displayPath.mjs';

const require = createRequire(import.meta.url);

/** The page's self-hosted Poppins files (src/theme/fonts.ts loads the same two weights). */
const fontFiles = {
  400: require.resolve('@fontsource/poppins/files/poppins-latin-400-normal.woff2'),
  600: require.resolve('@fontsource/poppins/files/poppins-latin-600-normal.woff2'),
} as const;

export interface TextStyle {
  weight: keyof typeof fontFiles;
  sizePx: number;
  /** CSS letter-spacing in em, added after every character as browsers do. */
  letterSpacingEm?: number;
}

const fonts = new Map<number, fontkit.Font>();

function fontOf(weight: TextStyle['weight']): fontkit.Font {
  let font = fonts.get(weight);
  if (!font) {
    const opened = fontkit.openSync(fontFiles[weight]);
    if (!('layout' in opened)) throw new Error(`${displayPath(fontFiles[weight])} is a font collection, not one font`);
    font = opened;
    fonts.set(weight, font);
  }
  return font;
}

/** The width a browser gives `text` in Poppins, CSS px: the shaped advance (kerning on, as in CSS). */
export function textWidth(text: string, style: TextStyle): number {
  const font = fontOf(style.weight);
  const advance = (font.layout(text).advanceWidth * style.sizePx) / font.unitsPerEm;
  return advance + [...text].length * (style.letterSpacingEm ?? 0) * style.sizePx;
}
