// The edits a new owner is invited to make (README and docs/testing.md), as text edits on a copy of
// the repository; scripts/owner-edits.mjs applies them and runs the checks.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { copyPlaceholder, ownerContentFile } from './makeItYours.mjs';
import { contentEdits, readmeEdits, readmeFiles, readmeShown, recipeEdits } from './owner-edits-readme.mjs';

export class EditNoLongerApplies extends Error {}

/**
 * Each edit changes one thing in a file of the copy and says what it wrote (and, for content, the text
 * the built page must then show); it returns nothing when its text is gone, which fails the check
 * rather than testing nothing. An edit writes the first of its values that differs from what is there,
 * so a repository whose owner already made that edit still sees a change.
 */
export const edits = [
  token('color-accent-1', 'as oklch()', 'oklch(72% 0.16 150)', 'oklch(65% 0.2 25)'),
  token('color-accent-2', 'as rgb()', 'rgb(255 140 0)', 'rgb(120, 80, 255)'),
  token('color-heading', 'as a named colour', 'gainsboro', 'lightgray'),
  token('photo-size', 'smaller', '300px', '320px'),
  knob('particles', 'count', 80, 30),
  knob('links', 'distance', 110, 180),
  knob('tilt', 'maxDegrees', 25, 15),
  knob('tilt', 'perspective', 1200, 600),
  knob('tilt', 'scale', 1.05, 1.2),
  knob('tilt', 'speedMs', 900, 2000),
  setValue('src/scene/params.ts', 'particle and link colour tuned', /(\n {2}colour: \{ value: )('[^']*')/, ["'#ffd166'", "'#a0e7ff'"]),
  setValue('src/content/site.ts', 'owner name', /(\bexport const owner\b[^]*?\bname: )('[^']*')/, ["'Ada Lovelace'", "'Grace Hopper'"], { shownOnPage: true }),
  setValue('src/content/site.ts', 'owner role', /(\bexport const owner\b[^]*?\brole: )('[^']*')/, ["'Creative technologist'", "'Web engineer'"]),
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

/** An edit that replaces the value `find` captures second, after the text it captures first. */
function setValue(file, what, find, values, { shownOnPage = false } = {}) {
  return {
    file,
    what,
    apply(text) {
      const match = find.exec(text);
      if (!match) return undefined;
      const [whole, lead, current] = match;
      const value = values.find((candidate) => candidate !== current.trim());
      const edited = text.slice(0, match.index) + lead + value + text.slice(match.index + whole.length);
      return { text: edited, wrote: value, shown: shownOnPage ? value.replace(/^'|'$/g, '') : undefined };
    },
  };
}

/** Sets one token (custom property) of tokens.css. */
function token(name, how, ...values) {
  return setValue('src/theme/tokens.css', `--${name} ${how}`, new RegExp(`(--${name}:\\s*)([^;]+)`), values);
}

/** Sets one scene knob's value in params.ts, found inside its group. */
function knob(group, name, ...values) {
  const find = new RegExp(`(\\n  ${group}: \\{[^]*?\\n    ${name}: \\{ value: )([^,]+)`);
  return setValue('src/scene/params.ts', `${group}.${name} tuned`, find, values.map(String));
}

/**
 * The pins of the theme's tokens and the scene's knobs (README step 6 has an owner who tunes them
 * delete the file): the one test an owner's edit still reaches, until tuning gets a file of theirs.
 */
export const tunedPins = ['tests/unit/specThemeAndScene.test.ts'];

export { readmeEdits, readmeFiles };

/** Applies each edit to its file in `copy`; returns the texts the built page must then show. */
function applyEach(copy, list) {
  const shown = [];
  for (const edit of list) {
    const file = path.join(copy, edit.file);
    const edited = edit.apply(readFileSync(file, 'utf8'), copy);
    if (!edited) throw new EditNoLongerApplies(`the edit "${edit.what}" no longer applies: ${edit.file} does not have the text it changes.`);
    writeFileSync(file, edited.text);
    console.log(`  edited ${edit.file}: ${edit.what}: ${edited.wrote}`);
    if (edited.shown) shown.push(edited.shown);
  }
  return shown;
}

/** Whether `copy` has content of the owner's. */
export const hasOwnContent = (copy) => existsSync(path.join(copy, ownerContentFile));

/**
 * README step 3 in a copy with no content of the owner's yet: `npm run make-it-yours`, then the
 * content edits. Returns the texts the built page must show.
 */
export function makeContentOwn(copy) {
  console.log(`  npm run make-it-yours: ${copyPlaceholder(copy).join(', ')}`);
  return applyEach(copy, contentEdits);
}

/**
 * The recipes (where `recipes`: the repository is the template's, the content README's replay) and
 * the other edits the docs invite: colours, knobs, name, role, a technology. Returns the texts the
 * built page must show.
 */
export function applyFurtherEdits(copy, { recipes }) {
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
  for (const file of tunedPins) {
    const target = path.join(copy, file);
    if (!existsSync(target)) continue;
    rmSync(target);
    console.log(`  deleted ${file} (README step 6: the theme and scene are tuned)`);
  }
  return shown;
}

/**
 * Every edit on a copy: where the copy has no content of the owner's, README's step 3 and the
 * recipes are replayed; where it has, that content is theirs and stays as it is.
 */
export function applyEdits(copy) {
  if (hasOwnContent(copy)) {
    console.log("  README's content edits and recipes left out: src/content/site.ts is the owner's");
    return applyFurtherEdits(copy, { recipes: false });
  }
  return [...makeContentOwn(copy), ...applyFurtherEdits(copy, { recipes: true })];
}
