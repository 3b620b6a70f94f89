/**
 * The colour pairs the page draws text and rings with, by token: the template's palette is held to
 * them (tests/unit/theme/contrast.test.ts), and so is any theme of an owner's (tests/unit/content/content.test.ts).
 */

/** Text and what it is drawn on: WCAG AA, 4.5:1. */
export const textPairs = [
  ['--color-text', '--color-bg', 'body text'],
  ['--color-heading', '--color-bg', 'section headings'],
  ['--color-main', '--color-bg', 'the header and its menu, labels'],
  ['--color-accent-1', '--color-bg', 'links hovered and current, the active tab'],
  ['--color-bg', '--color-main', 'the skip link'],
  ['--color-main', '--color-card', 'a card, a form field'],
  ['--color-text', '--color-card', 'a card’s muted text'],
  ['--color-accent-1', '--color-card', 'a link on a card'],
  ['--color-error', '--color-bg', 'a form field’s error'],
  ['--color-main', '--color-tile', 'a tech-stack tile, code'],
  ['--color-accent-1', '--color-tile', 'a keyword in code (src/caseStudies/caseStudy.css)'],
  ['--color-success', '--color-tile', 'a string in code'],
  ['--color-error', '--color-tile', 'a number or name in code'],
  ['--color-text', '--color-tile', 'a comment in code'],
] as const;

/**
 * 3:1: a focus ring and what it is drawn over (WCAG 1.4.11), and a field's placeholder, a hint beside
 * the field's visible label (the spec palette's placeholder grey reaches 3.8:1, not 4.5:1).
 */
export const uiPairs = [
  ['--color-focus', '--color-bg', 'a focus ring on the page'],
  ['--color-focus', '--color-card', 'a focus ring on a card or field'],
  ['--color-placeholder', '--color-card', 'a form field’s placeholder'],
] as const;

/** Each pair with the contrast it must reach. */
export const colourPairs = [
  ...textPairs.map(([foreground, background, what]) => ({ foreground, background, what, least: 4.5 })),
  ...uiPairs.map(([foreground, background, what]) => ({ foreground, background, what, least: 3 })),
];
