import type { Appearance } from '../../src/content/types.ts';
import { offersLight } from '../colourSchemes.ts';

/**
 * A control that sits in the desktop header row after the socials (the colour-scheme toggle, later a
 * language switch), with its drawn width in CSS px. The row's switch width counts it: add one here in
 * the same change that adds it to src/layout/Header.tsx.
 */
export interface HeaderControl {
  name: string;
  widthPx: number;
}

/** src/layout/SchemeToggle.module.css draws it as a fixed 44 px box. */
const schemeToggle: HeaderControl = { name: 'colour-scheme toggle', widthPx: 44 };

/** The header controls the content switches on. */
export function headerControlsOf(content: { appearance?: Appearance }): HeaderControl[] {
  return offersLight(content.appearance) ? [schemeToggle] : [];
}
