/**
 * Controls that sit in the desktop header row after the socials (a colour-scheme toggle, a language
 * switch), each with its drawn width in CSS px. The row's switch width counts them: add one here in
 * the same change that adds it to src/layout/Header.tsx.
 */
export interface HeaderControl {
  name: string;
  widthPx: number;
}

export const headerControls: readonly HeaderControl[] = [];
