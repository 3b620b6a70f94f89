import type { Appearance, Language } from '../../src/contentShape/types.ts';
import { offersLight } from '../colourSchemes.ts';
import { textWidth } from './textWidth.ts';

/**
 * A control that sits in the desktop header row after the socials (the colour-scheme toggle, later a
 * language switch), with its drawn width in CSS px. The row's switch width counts it: add one here in
 * the same change that adds it to src/layout/Header.tsx.
 */
export interface HeaderControl {
  name: string;
  widthPx: number;
}

/**
 * src/ui/roundControl.module.css draws the search button as a 44 px box, which stands between the logo
 * and the desktop row, so the `.inner` gap of 24 px is its neighbour, not the row's 32 px: counted as
 * 44 + 24 − 32.
 */
const searchButton: HeaderControl = { name: 'search button', widthPx: 44 + 24 - 32 };

/** src/ui/roundControl.module.css draws it as a fixed 44 px box. */
const schemeToggle: HeaderControl = { name: 'colour-scheme toggle', widthPx: 44 };

/**
 * src/layout/LanguageSwitch.module.css: a link per other language, its name in 14 px with 8 px
 * either side, 4 px apart.
 */
function languageSwitch(otherLanguages: readonly Language[]): HeaderControl {
  const links = otherLanguages.map((language) => textWidth(language.name, { weight: 400, sizePx: 14 }) + 2 * 8);
  return { name: 'language switch', widthPx: links.reduce((sum, width) => sum + width, 0) + 4 * (links.length - 1) };
}

/**
 * The header controls the content switches on; `otherLanguages` are the languages the page's switch
 * leads to (none on a site in one language); `search` is the page's language's, when it has one.
 */
export function headerControlsOf(
  content: { appearance?: Appearance; search?: object },
  otherLanguages: readonly Language[] = [],
): HeaderControl[] {
  return [
    ...(content.search ? [searchButton] : []),
    ...(offersLight(content.appearance) ? [schemeToggle] : []),
    ...(otherLanguages.length > 0 ? [languageSwitch(otherLanguages)] : []),
  ];
}
