// The edits a new owner is invited to make (README and docs/testing.md), as text edits on a copy of
// the repository; scripts/owner-edits.mjs applies them and runs the checks.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { copyPlaceholder } from './makeItYours.mjs';
import { contentEdits, readmeEdits, readmeFiles, readmeShown, recipeEdits } from './owner-edits-readme.mjs';

/** @typedef {import('./owner-edits-readme.mjs').Edit} Edit */

export class EditNoLongerApplies extends Error {}

/**
 * Each edit changes one thing in a file of the copy and says what it wrote (and, for content, the text
 * the built page must then show); it returns nothing when its text is gone, which fails the check
 * rather than testing nothing. An edit writes the first of its values that differs from what is there,
 * so a repository whose owner already made that edit still sees a change.
 * @type {Edit[]}
 */
export const edits = [
  ownFile('src/content/theme.css', 'theme tokens in other CSS syntaxes (oklch(), rgb(), a name) and a smaller photo', [
    ':root {\n  --color-accent-1: oklch(72% 0.16 150);\n  --color-accent-2: rgb(255 140 0);\n  --color-heading: gainsboro;\n  --photo-size: 300px;\n}\n',
    ':root {\n  --color-accent-1: oklch(75% 0.17 25);\n  --color-accent-2: rgb(120, 80, 255);\n  --color-heading: lightgray;\n  --photo-size: 320px;\n}\n',
  ]),
  ownFile(
    'src/content/scene.ts',
    'scene knobs tuned as "Copy params" writes them (colour, count, links, tilt)',
    [tuning("'#ffd166'", 80, 110, 25, 1200), tuning("'#a0e7ff'", 30, 180, 15, 600)],
    { shown: (text) => /colour: '(#\w+)'/.exec(text)?.[1] },
  ),
  setValue(
    'src/content/site.ts',
    'owner name',
    /(\bexport const owner\b[^]*?\bname: )('[^']*')/,
    ["'Ada Lovelace'", "'Grace Hopper'"],
    { shownOnPage: true },
  ),
  setValue('src/content/site.ts', 'owner role', /(\bexport const owner\b[^]*?\brole: )('[^']*')/, [
    "'Creative technologist'",
    "'Web engineer'",
  ]),
  {
    file: 'src/content/site.ts',
    what: 'a new technology in techStack',
    apply(text) {
      const last = /\n(\s*)\{ icon: [^\n]*\n(?=\s*\],\n\};)/.exec(text);
      if (!last) return undefined;
      const title = ['Svelte', 'Svelte 5'].find((candidate) => !text.includes(`title: '${candidate}'`));
      const item = `${last[1]}{ icon: 'svelte', title: '${title}' },`;
      const at = last.index + last[0].length;
      return { text: `${text.slice(0, at)}${item}\n${text.slice(at)}`, wrote: item.trim(), shown: title };
    },
  },
];

/**
 * An edit that replaces the value `find` captures second, after the text it captures first.
 * @param {string} file
 * @param {string} what
 * @param {RegExp} find
 * @param {string[]} values
 * @param {{ shownOnPage?: boolean }} [options]
 * @returns {Edit}
 */
function setValue(file, what, find, values, { shownOnPage = false } = {}) {
  return {
    file,
    what,
    apply(text) {
      const match = find.exec(text);
      if (!match) return undefined;
      const [whole, lead, current] = match;
      // One of `values` always differs from what is there: two values, or one the template never holds.
      const value = /** @type {string} */ (values.find((candidate) => candidate !== current.trim()));
      const edited = text.slice(0, match.index) + lead + value + text.slice(match.index + whole.length);
      return { text: edited, wrote: value, shown: shownOnPage ? value.replace(/^'|'$/g, '') : undefined };
    },
  };
}

/**
 * What README had an owner do before the owner's layer (the release before it): tune the theme's
 * tokens and the scene's knobs in the template's own files, and delete the spec's pins.
 * @type {{ edits: Edit[], deleted: string[], movedTo: Record<string, string> }}
 */
export const editsBeforeOwnersLayer = {
  edits: [
    setValue('src/theme/tokens.css', '--color-accent-1 tuned in place', /(--color-accent-1:\s*)([^;]+)/, [
      'oklch(75% 0.17 25)',
    ]),
    setValue(
      'src/scene/params.ts',
      'particles.count tuned in place',
      /(\n {2}particles: \{[^]*?\n {4}count: \{ value: )(\d+)/,
      ['80'],
    ),
  ],
  deleted: ['tests/unit/spec-conformance.test.ts'],
  /** Where `npm run upgrade` must have moved each tuning, and the text it must hold there. */
  movedTo: { 'src/content/theme.css': '--color-accent-1: oklch(75% 0.17 25);', 'src/content/scene.ts': 'count: 80,' },
};

/**
 * Applies README's content edits and the edits of the release before the owner's layer, in place.
 * @param {string} copy
 */
export function applyEditsBeforeOwnersLayer(copy) {
  applyEach(copy, [...contentEdits, ...editsBeforeOwnersLayer.edits]);
  for (const file of editsBeforeOwnersLayer.deleted) {
    rmSync(path.join(copy, file), { force: true });
    console.log(`  deleted ${file} (README of that release, step 6)`);
  }
}

/**
 * An edit that writes one of the owner's own files (their theme, their tuning) whole, as the docs
 * show it: the first of `texts` that differs from what is there. `shown` gives the text the built
 * page then shows, read from the text written.
 * @param {string} file
 * @param {string} what
 * @param {string[]} texts
 * @param {{ shown?: (text: string) => string | undefined }} [options]
 * @returns {Edit}
 */
function ownFile(file, what, texts, { shown } = {}) {
  return {
    file,
    what,
    creates: true,
    apply(text) {
      // A file holds at most one of the whole texts, so one of them is always left to write.
      const written = /** @type {string} */ (texts.find((candidate) => !text.includes(candidate)));
      return { text: written, wrote: written.split('\n').slice(1, 3).join(' ').trim(), shown: shown?.(written) };
    },
  };
}

/**
 * src/content/scene.ts as "Copy params" writes it, with these knobs tuned.
 * @param {string} colour
 * @param {number} count
 * @param {number} distance
 * @param {number} maxDegrees
 * @param {number} perspective
 */
function tuning(colour, count, distance, maxDegrees, perspective) {
  return [
    "import type { SceneTuning } from '@/content/types';",
    '',
    'export const sceneTuning: SceneTuning = {',
    `  colour: ${colour},`,
    `  particles: {\n    count: ${count},\n  },`,
    `  links: {\n    distance: ${distance},\n  },`,
    `  tilt: {\n    maxDegrees: ${maxDegrees},\n    perspective: ${perspective},\n  },`,
    '};',
    '',
  ].join('\n');
}

export { readmeEdits, readmeFiles };

/**
 * Applies each edit to its file in `copy`; returns the texts the built page must then show.
 * @param {string} copy
 * @param {Edit[]} list
 * @returns {string[]}
 */
function applyEach(copy, list) {
  /** @type {string[]} */
  const shown = [];
  for (const edit of list) {
    const file = path.join(copy, edit.file);
    const edited = edit.apply(edit.creates && !existsSync(file) ? '' : readFileSync(file, 'utf8'), copy);
    if (!edited)
      throw new EditNoLongerApplies(
        `the edit "${edit.what}" no longer applies: ${edit.file} does not have the text it changes.`,
      );
    writeFileSync(file, edited.text);
    console.log(`  edited ${edit.file}: ${edit.what}: ${edited.wrote}`);
    if (edited.shown) shown.push(edited.shown);
  }
  return shown;
}

/**
 * README step 3 in a copy with no content of the owner's yet: `npm run make-it-yours`, then the
 * content edits. Returns the texts the built page must show.
 * @param {string} copy
 * @returns {string[]}
 */
export function makeContentOwn(copy) {
  console.log(`  npm run make-it-yours: ${copyPlaceholder(copy).join(', ')}`);
  return applyEach(copy, contentEdits);
}

/**
 * The recipes (where `recipes`: the repository is the template's, the content README's replay) and
 * the other edits the docs invite: colours, knobs, name, role, a technology. Returns the texts the
 * built page must show.
 * @param {string} copy
 * @param {{ recipes: boolean }} options
 * @returns {string[]}
 */
export function applyFurtherEdits(copy, { recipes }) {
  /** @type {string[]} */
  const shown = [];
  if (recipes) {
    for (const [file, text] of Object.entries(readmeFiles)) {
      mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
      writeFileSync(path.join(copy, file), text);
      console.log(`  added ${file}`);
    }
    shown.push(...readmeShown);
  }
  shown.push(...applyEach(copy, [...(recipes ? recipeEdits : []), ...edits]));
  return shown;
}

/**
 * Every edit on a copy that holds no content of the owner's (scripts/owner-edits.mjs never copies
 * hers): README's step 3, the recipes and the other edits. Returns the texts the built page must show.
 * @param {string} copy
 * @returns {string[]}
 */
export function applyEdits(copy) {
  return [...makeContentOwn(copy), ...applyFurtherEdits(copy, { recipes: true })];
}
