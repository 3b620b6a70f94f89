// README's "Make it yours" step 3, a second language and two recipes (docs/content.md,
// docs/recipes.md), followed to the letter as text edits: the content replaced with other counts of
// everything (three projects, four quotes, three jobs, so an Experience section), the German of
// src/content/languages/de.ts wired in, a Talks section with its menu entry (seven header items with
// Experience) and its words in German, and the photo on the left of the hero. scripts/lib/owner-edits-list.mjs applies them.
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';

/**
 * What an edit wrote: the file's new text, a line naming the change, and the text the built page
 * must then show, if any.
 * @typedef {{ text: string, wrote?: string, shown?: string }} Edited
 */

/**
 * One edit of a file in the copy (`file` relative to its root): `apply` is given the file's text
 * (empty where `creates` and the file is not there yet) and the copy's root, and returns nothing when
 * the text it changes is gone.
 * @typedef {{ file: string, what: string, creates?: boolean, apply: (text: string, copy: string) => Edited | undefined }} Edit
 */

/**
 * An edit that inserts `item` (one line, indented as the line it goes before) before each match of `before`.
 * @param {string} file
 * @param {string} what
 * @param {RegExp} before
 * @param {string} item
 * @returns {Edit}
 */
function insertBefore(file, what, before, item) {
  return {
    file,
    what,
    apply(text) {
      if (text.search(before) < 0) return undefined;
      const edited = text.replace(before, (line, indent) => `${indent}${item}\n${line}`);
      return { text: edited, wrote: item };
    },
  };
}

/**
 * An edit that replaces what `find` matches with `by`.
 * @param {string} file
 * @param {string} what
 * @param {RegExp} find
 * @param {string} by
 * @param {string} [shown]
 * @returns {Edit}
 */
function replace(file, what, find, by, shown) {
  return {
    file,
    what,
    apply(text) {
      if (text.search(find) < 0) return undefined;
      return { text: text.replace(find, by), wrote: by.replace(/\$\d/g, '').trim().split('\n')[0], shown };
    },
  };
}

const jobs = [
  ['Staff engineer', 'Analytical Engines Ltd', '2021-04', 'now'],
  ['Frontend developer', 'Difference & Co', '2017-09', '2021-03'],
  ['Junior developer', 'Loom Works', '2015-06', '2017-08'],
];
const experienceEntries = `entries: [\n${jobs
  .map(
    ([role, organisation, start, end]) =>
      `    {\n      role: '${role}',\n      organisation: '${organisation}',\n      place: 'London',\n      start: '${start}',\n      end: '${end}',\n` +
      `      lines: ['Built and shipped the web front end.'],\n      link: 'https://ada-lovelace.dev/work/${start}',\n      technologies: ['React', 'TypeScript'],\n    },\n`,
  )
  .join('')}  ],`;

const talk = { title: 'Talks', target: 'talks' };
/**
 * The talks' items as talks.ts writes them, each title from `titles` (the default language's, or another's), indented by `indent`.
 * @param {string[]} titles
 * @param {string} indent
 */
const talkItems = (titles, indent) =>
  [
    ['Royal Society 1843', 'notes'],
    ['London Mechanics Institute', 'poetical-science'],
    ['Turin 1842', 'bernoulli'],
  ]
    .map(
      ([event, slug], index) =>
        `${indent}{ title: '${titles[index]}', event: '${event}', href: 'https://ada-lovelace.dev/talks/${slug}' },\n`,
    )
    .join('');

/**
 * README step 3's content edits: what an owner's fork holds when the template's next release comes.
 * @type {Edit[]}
 */
export const contentEdits = [
  {
    file: 'src/content/site.ts',
    what: 'three projects instead of the placeholder’s',
    apply(text) {
      const list = /(export const projects: readonly Project\[\] = \[\n)([^]*?)(\n\];)/.exec(text);
      const items = list?.[2].split(/(?<=\n {2}\},)\n/) ?? [];
      if (!list || items.length <= 3) return undefined;
      const kept = items.slice(0, 3).join('\n');
      return { text: text.replace(list[0], `${list[1]}${kept}${list[3]}`), wrote: `${items.length} → 3 projects` };
    },
  },
  replace(
    'src/content/site.ts',
    'a fourth quote',
    /(\n {2}slides: \[\n[^]*?\n)( {2}\](?: satisfies FeedbackSlide\[\])?,)/,
    "$1    { userName: '@charles_babbage', text: 'She saw further into the engine than its maker did.' },\n$2",
  ),
  replace(
    'src/content/site.ts',
    'three jobs in Experience',
    /entries: \[\],/,
    experienceEntries,
    'Analytical Engines Ltd',
  ),
];

/**
 * docs/content.md's second language, wired in as written there: the German file (copied from the
 * placeholder where make-it-yours ran before it came, as the docs say), its code block's import and
 * `languages`, which replaces the content's (wherever it stands) below the lists.
 * @type {Edit}
 */
const germanWiredIn = {
  file: 'src/content/site.ts',
  what: 'a second language, German, wired in as docs/content.md writes it',
  apply(text, copy) {
    const german = path.join(copy, 'src', 'content', 'languages', 'de.ts');
    if (!existsSync(german)) cpSync(path.join(copy, 'src', 'placeholder', 'languages', 'de.ts'), german);
    const docs = readFileSync(path.join(copy, 'docs', 'content.md'), 'utf8');
    const block = /```ts\n([^]*?import \{ de \} from '\.\/languages\/de\.ts';[^]*?)```/.exec(docs)?.[1];
    const importLine = block?.split('\n').find((line) => line.startsWith('import { de }'));
    const declaration = block && /export const languages: Languages = \{[^]*?\n\};\n/.exec(block)?.[0];
    const current = /\n(\/\*\*(?:(?!\*\/)[^])*\*\/\n)?export const languages: Languages = \{[^]*?\n\};\n/.exec(text);
    const typesImport = /\n\} from '@\/content\/types';\n/.exec(text);
    if (!importLine || !declaration || !current || !typesImport) return undefined;
    let edited = text.slice(0, current.index) + text.slice(current.index + current[0].length);
    edited = edited.replace(typesImport[0], `${typesImport[0]}${importLine}\n`);
    return { text: `${edited}\n${declaration}`, wrote: "import { de } … others: [{ lang: 'de', … }]" };
  },
};

/** The light scheme beside the dark one, as docs/content.md ("A light scheme") writes it. */
const lightScheme = replace(
  'src/content/site.ts',
  'the light scheme offered too',
  /schemes: \['dark'\]/,
  "schemes: ['dark', 'light']",
);

/**
 * The recipes' edits, which change the template's code too.
 * @type {Edit[]}
 */
export const recipeEdits = [
  germanWiredIn,
  lightScheme,
  // The Talks recipe, step by step (docs/recipes.md, "A new section with its menu entry").
  replace('src/contentShape/types.ts', "recipe: 'talks' in SectionId", /\| 'contacts';/, "| 'talks' | 'contacts';"),
  insertBefore(
    'src/content/site.ts',
    'recipe: Talks in both menus',
    /^( *)\{ title: '[^']*', target: 'contacts' \},$/gm,
    `{ title: '${talk.title}', target: '${talk.target}' },`,
  ),
  // Its words in German (the recipe's "Other languages"): the menu item's in the German words' section titles.
  replace(
    'src/content/languages/de.ts',
    'recipe: the Talks menu item in German',
    /(\n {2}contacts: 'Kontakt',)/,
    "\n  talks: 'Vorträge',$1",
  ),
  replace(
    'src/App.tsx',
    'recipe: Talks imported',
    /(import \{ TechStack \} from '@\/sections\/TechStack';)/,
    "import { Talks } from '@/sections/Talks';\n$1",
  ),
  replace('src/App.tsx', 'recipe: Talks among the sections', /(\n {2}contacts: Contact,)/, '\n  talks: Talks,$1'),
  replace(
    'src/layout/menuOrder.ts',
    'recipe: talks placed before contacts',
    /'feedback', 'contacts'\]/,
    "'feedback', 'talks', 'contacts']",
  ),
  replace(
    'tests/unit/layout/pageSections.test.ts',
    'recipe: talks in the two expected page orders',
    /(expect\(sectionOrder\(\w+\)\)\.toEqual\(\[[^\]]*'feedback', )'contacts'\]/g,
    "$1'talks', 'contacts']",
  ),
  // The photo on the left (docs/recipes.md): one declaration wide, column replaced by column-reverse narrow.
  replace(
    'src/sections/Hero.module.css',
    'photo left: row-reverse',
    /(\n\.inner \{\n)/,
    '$1  flex-direction: row-reverse;\n',
  ),
  replace(
    'src/sections/Hero.module.css',
    'photo left: column-reverse',
    /(@media \(max-width: 913px\) \{\n {2}\.inner \{\n {4}flex-direction: )column;/,
    '$1column-reverse;',
  ),
];

export const readmeEdits = [...contentEdits, ...recipeEdits];

/** What the built page shows of the recipe's new section. */
export const readmeShown = ['Notes on the engine'];

/** What the built German page (`de/`) shows of it in German: its menu item and a talk. */
export const readmeShownInGerman = ['Vorträge', 'Anmerkungen zur Maschine'];

/**
 * The recipe's new files.
 * @type {Record<string, string>}
 */
export const readmeFiles = {
  'src/content/talks.ts': `/** The talks section's words and links (docs/recipes.md): the default language's, then another's by its code. */
export interface Talk {
  title: string;
  event: string;
  href: string;
}

export interface TalksWords {
  title: string;
  items: readonly Talk[];
}

export const talks: TalksWords = {
  title: 'Talks',
  items: [
${talkItems(['Notes on the engine', 'Poetical science', 'Bernoulli numbers by machine'], '    ')}  ],
};

export const talksIn: Record<string, TalksWords> = {
  de: {
    title: 'Vorträge',
    items: [
${talkItems(['Anmerkungen zur Maschine', 'Poetische Wissenschaft', 'Bernoulli-Zahlen mit der Maschine'], '      ')}    ],
  },
};
`,
  'src/sections/Talks.tsx': `import { talks, talksIn } from '@/content/talks';
import { usePageLanguage } from '@/language/LanguageContext';
import { Section } from '@/layout/Section';
import styles from './Talks.module.css';

export function Talks() {
  const words = talksIn[usePageLanguage().lang] ?? talks;
  return (
    <Section id="talks" title={words.title}>
      <ul className={styles.list}>
        {words.items.map((item) => (
          <li key={item.href}>
            <a href={item.href} target="_blank" rel="noopener noreferrer">
              {item.title}
            </a>{' '}
            <span className={styles.event}>{item.event}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
`,
  'src/sections/Talks.module.css': `.list {
  display: grid;
  gap: 16px;
  padding: 0;
  list-style: none;
  color: var(--color-main);
}

.list a {
  color: var(--color-accent-1);
}

.event {
  color: var(--color-text);
}
`,
};

/**
 * The section recipe's step after its edits, as docs/recipes.md names it: `npm run format`, Prettier
 * writing the files the recipes edited or added as `npm run check` wants them (the owner's
 * `src/content/` it leaves to her, .prettierignore). Nothing where the recipe names no such step.
 * @param {string} copy
 */
export async function formatAsRecipeSays(copy) {
  const recipes = readFileSync(path.join(copy, 'docs', 'recipes.md'), 'utf8');
  const recipe = /\n## A new section with its menu entry[^]*?(?=\n## )/.exec(recipes)?.[0] ?? '';
  if (!recipe.includes('`npm run format`')) return;
  const ignorePath = path.join(copy, '.prettierignore');
  for (const file of new Set([...recipeEdits.map((edit) => edit.file), ...Object.keys(readmeFiles)])) {
    const filepath = path.join(copy, file);
    if ((await prettier.getFileInfo(filepath, { ignorePath })).ignored) continue;
    const text = readFileSync(filepath, 'utf8');
    const formatted = await prettier.format(text, { ...(await prettier.resolveConfig(filepath)), filepath });
    if (formatted === text) continue;
    writeFileSync(filepath, formatted);
    console.log(`  npm run format: ${file}`);
  }
}
