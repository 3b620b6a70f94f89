// Makes the edits a new owner is invited to make (colours in any CSS syntax, tuned scene knobs, their
// own name and technologies, our placeholder pins deleted) on a copy of the repository, then runs
// typecheck, lint, unit tests and the build there. It fails naming the edit that no longer applies or
// the step that breaks: a test that pins our values, or code that reads only one colour syntax.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { builds } from './builds.mjs';
import { npmCommand } from './npm.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Each edit changes one thing in a file of the copy and says what it wrote (and, for content, the text
 * the built page must then show); it returns nothing when its text is gone, which fails the check
 * rather than testing nothing. An edit writes the first of its values that differs from what is there,
 * so a repository whose owner already made that edit still sees a change.
 */
const edits = [
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
  setValue('src/content/site.ts', 'owner name', /(\bname: )('[^']*')/, ["'Ada Lovelace'", "'Grace Hopper'"], { shownOnPage: true }),
  setValue('src/content/site.ts', 'owner role', /(\brole: )('[^']*')/, ["'Creative technologist'", "'Web engineer'"]),
  {
    file: 'src/content/site.ts',
    what: 'a new technology in techStack',
    apply(text) {
      const last = /\n(\s*)\{ icon: [^\n]*\n(?=\s*\] satisfies TechItem\[\])/.exec(text);
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

const removed = ['tests/unit/spec-conformance.test.ts'];

const pinnedValue =
  'a test that pins a value the owner may change: derive it from src/content/site.ts, src/theme/tokens.css ' +
  'or the knob table in src/scene/params.ts, or move it to tests/unit/spec-conformance.test.ts.';
const steps = [
  { name: 'typecheck', args: ['run', 'typecheck'], hint: 'the content types or the knob table no longer accept an edit the docs invite.' },
  { name: 'lint', args: ['run', 'lint'], hint: 'a lint rule trips over an edit the docs invite.' },
  { name: 'unit tests', args: ['run', 'test:unit'], hint: pinnedValue },
  {
    name: 'build',
    args: ['run', 'build'],
    env: { IGNORE_ENV_FILES: 'true', OUT_DIR: builds.shipped.outDir },
    hint: 'the build cannot read an edit the docs invite (a colour in another CSS syntax, a new icon, a tuned knob).',
  },
];

class CheckFailure extends Error {}

function fail(message) {
  throw new CheckFailure(message);
}

/** The repository's files (tracked, and new ones not ignored) copied, node_modules linked entry by entry. */
function copyRepository() {
  const copy = mkdtempSync(path.join(tmpdir(), 'owner edits '));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    try {
      cpSync(path.join(root, file), path.join(copy, file));
    } catch (error) {
      // A file deleted in the work tree but not yet in git: the owner's copy would not have it either.
      if (error.code !== 'ENOENT') throw error;
    }
  }
  // Packages are shared through symlinks; the tools' caches and temp files (.tmp, .vite, .cache, …)
  // stay the copy's own, so nothing written here reaches the repository's node_modules.
  const modules = path.join(root, 'node_modules');
  mkdirSync(path.join(copy, 'node_modules'));
  for (const entry of readdirSync(modules)) {
    if (entry.startsWith('.') && entry !== '.bin') continue;
    // A junction on Windows, which needs no administrator; POSIX ignores the type.
    symlinkSync(path.join(modules, entry), path.join(copy, 'node_modules', entry), 'junction');
  }
  // An owner's copy is a git repository: the checks that read the tracked files need one.
  execFileSync('git', ['init', '--quiet'], { cwd: copy });
  execFileSync('git', ['add', '--all'], { cwd: copy });
  return copy;
}

/** Applies every edit; returns the texts the built page must show. */
function applyEdits(copy) {
  const shown = [];
  for (const edit of edits) {
    const file = path.join(copy, edit.file);
    const edited = edit.apply(readFileSync(file, 'utf8'));
    if (!edited) fail(`the edit "${edit.what}" no longer applies: ${edit.file} does not have the text it changes.`);
    writeFileSync(file, edited.text);
    console.log(`  edited ${edit.file}: ${edit.what}: ${edited.wrote}`);
    if (edited.shown) shown.push(edited.shown);
  }
  for (const file of removed) {
    rmSync(path.join(copy, file));
    console.log(`  deleted ${file}`);
  }
  return shown;
}

const started = Date.now();
const copy = copyRepository();
console.log(`owner-edit check: copied the repository to ${copy}`);
try {
  const shown = applyEdits(copy);
  for (const step of steps) {
    const stepStarted = Date.now();
    const run = spawnSync(...npmCommand(step.args), {
      cwd: copy,
      env: { ...process.env, ...step.env },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
    if (run.status !== 0) {
      const output = `${run.stdout}\n${run.stderr}`.trim().split('\n').slice(-80).join('\n');
      fail(`${step.name} (npm ${step.args.join(' ')}) fails after the owner edits above (${seconds} s). Its output ends:\n\n` +
        `${output}\n\nowner-edit check FAILED at ${step.name}: likely ${step.hint}`);
    }
    console.log(`  ${step.name}: passed (${seconds} s)`);
  }
  const builtPage = path.join(builds.shipped.outDir, 'index.html');
  const page = readFileSync(path.join(copy, builtPage), 'utf8');
  const missing = shown.filter((text) => !page.includes(text));
  if (missing.length > 0) fail(`the built page (${builtPage}) does not show the edited content: ${missing.join(', ')}`);
  console.log(`  the built page shows ${shown.join(', ')}`);
  console.log(`owner-edit check passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
} catch (error) {
  if (!(error instanceof CheckFailure)) throw error;
  console.error(`\nowner-edit check FAILED: ${error.message}`);
  process.exitCode = 1;
} finally {
  rmSync(copy, { recursive: true, force: true });
}
