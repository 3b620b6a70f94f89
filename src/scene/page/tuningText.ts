/** Where the owner's tuning lives: theirs, never written by a release of the template. */
export const tuningFilePath = 'src/content/scene.ts';

/** A tuning's values: numbers, a colour, a list (the easing curve); by knob, grouped one level deep. */
type Tuning = Readonly<Record<string, unknown>>;

/**
 * The text of the owner's tuning file for `tuning`, as "Copy params" writes it and `npm run upgrade`
 * carries a tuning over (no imports here, so the upgrade script can load it as it is).
 */
export function tuningText(tuning: Tuning): string {
  const entries = Object.entries(tuning);
  const body = entries
    .map(([name, value]) => `  ${name}: ${isGroup(value) ? groupLiteral(value) : literal(value)},\n`)
    .join('');
  return [
    "import type { SceneTuning } from '@/content/types';",
    '',
    '/**',
    ' * The scene\'s knobs tuned in the Leva panel ("Copy params" wrote this file); each knob left out',
    ' * keeps the template\'s value (src/scene/params.ts, docs/scene.md "Tuning with Leva").',
    ' */',
    `export const sceneTuning: SceneTuning = {${entries.length ? `\n${body}` : ''}};`,
    '',
  ].join('\n');
}

function isGroup(value: unknown): value is Tuning {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function groupLiteral(group: Tuning): string {
  return `{\n${Object.entries(group)
    .map(([name, value]) => `    ${name}: ${literal(value)},\n`)
    .join('')}  }`;
}

function literal(value: unknown): string {
  if (typeof value === 'string') return `'${value}'`;
  if (Array.isArray(value)) return `[${value.join(', ')}]`;
  return String(value);
}
