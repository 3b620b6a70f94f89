/**
 * A knob is one tunable scene constant, declared once: its value, the range and step the tuning
 * panel offers, and, where a shader reads the value as it is, the uniform it feeds.
 */
export interface NumberKnob {
  readonly value: number | readonly number[];
  /** The panel's slider range; without one, the panel offers a plain number box (the seed). */
  readonly min?: number;
  readonly max?: number;
  readonly step: number;
  readonly label?: string;
  readonly uniform?: string;
}

/** A colour knob: a `#rrggbb` hex colour (what the panel's picker writes back), shown as a colour picker. */
export interface ColourKnob {
  readonly value: `#${string}`;
  readonly label?: string;
  readonly uniform?: string;
}

export type Knob = NumberKnob | ColourKnob;

/** Knobs, grouped one level deep (a group is one folder of the panel). */
export interface KnobTable {
  readonly [name: string]: Knob | { readonly [name: string]: Knob };
}

type Widen<V> = V extends readonly number[] ? { readonly [I in keyof V]: number } : V extends string ? string : number;

/** The plain values of a knob table, in the same shape. */
export type KnobValues<T> = T extends Knob ? Widen<T['value']> : { -readonly [K in keyof T]: KnobValues<T[K]> };

/** Some of a knob table's values, in its shape: the knobs an owner tuned away from the template's. */
export type KnobTuning<T> = { readonly [K in keyof T]?: T[K] extends Knob ? KnobValues<T[K]> : KnobTuning<T[K]> };

export function isKnob(entry: KnobTable[string]): entry is Knob {
  return 'value' in entry && (typeof entry.value !== 'object' || Array.isArray(entry.value));
}

export function isColourKnob(knob: Knob): knob is ColourKnob {
  return typeof knob.value === 'string';
}

/** Calls `visit` with each knob and its path (`['tilt', 'easing']`), in declaration order. */
export function forEachKnob(table: KnobTable, visit: (path: readonly string[], knob: Knob) => void): void {
  for (const [name, entry] of Object.entries(table)) {
    if (isKnob(entry)) visit([name], entry);
    else for (const [inner, knob] of Object.entries(entry)) visit([name, inner], knob);
  }
}

export function knobValues<T extends KnobTable>(table: T): KnobValues<T> {
  const values: Record<string, unknown> = {};
  for (const [name, entry] of Object.entries(table)) {
    values[name] = isKnob(entry)
      ? copyValue(entry.value)
      : Object.fromEntries(Object.entries(entry).map(([inner, knob]) => [inner, copyValue(knob.value)]));
  }
  return values as KnobValues<T>;
}

/** `table` with the values `tuning` gives in place of the template's; every other knob as it was. */
export function tunedKnobs<T extends KnobTable>(table: T, tuning: KnobTuning<T>): T {
  const tuned: Record<string, unknown> = {};
  for (const [name, entry] of Object.entries(table)) {
    const given = (tuning as Record<string, unknown>)[name];
    if (isKnob(entry)) tuned[name] = given === undefined ? entry : { ...entry, value: given };
    else tuned[name] = given === undefined ? entry : tunedKnobs(entry as KnobTable, given as KnobTuning<KnobTable>);
  }
  return tuned as T;
}

/** The values of `values` that differ from `table`'s, each rounded to its knob's step: what "Copy params" writes. */
export function tuningOf<T extends KnobTable>(table: T, values: object): KnobTuning<T> {
  const tuning: Record<string, Record<string, unknown> | unknown> = {};
  forEachKnob(table, (path, knob) => {
    const value = stepped(knob, valueAt(values, path));
    if (JSON.stringify(value) === JSON.stringify(knob.value)) return;
    const [group, name] = path;
    if (name === undefined) tuning[group!] = value;
    else tuning[group!] = { ...(tuning[group!] as object | undefined), [name]: value };
  });
  return tuning as KnobTuning<T>;
}

function stepped(knob: Knob, value: Knob['value']): Knob['value'] {
  if (isColourKnob(knob) || typeof value === 'string') return value;
  return typeof value === 'number' ? roundToStep(value, knob.step) : value.map((item) => roundToStep(item, knob.step));
}

function copyValue(value: Knob['value']): Knob['value'] {
  return typeof value === 'object' ? [...value] : value;
}

/** The value at `path` in a values object shaped like a knob table. */
export function valueAt(values: object, path: readonly string[]): Knob['value'] {
  let node: unknown = values;
  for (const key of path) node = (node as Record<string, unknown>)[key];
  return node as Knob['value'];
}

/** `value` on the knob's step grid, without binary-fraction tails (0.30000000000000004 → 0.3). */
export function roundToStep(value: number, step: number): number {
  const decimals = Math.max(0, Math.ceil(-Math.log10(step) - 1e-9));
  return Number((Math.round(value / step) * step).toFixed(decimals));
}
