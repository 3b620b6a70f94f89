import { forEachKnob, isColourKnob, type Knob, type KnobTable } from '@/scene/knobs';

/** One control of the panel: a slider or number box, or (for a colour string) a colour picker. */
export type PanelControl =
  { value: number; min?: number; max?: number; step: number; label: string } | { value: string; label: string };

/** What a control reads: a number, or a colour as the picker writes it. */
export type PanelReading = number | string;

interface ControlBinding {
  key: string;
  path: readonly string[];
  /** Which item of a list knob (the easing curve's four numbers) this control edits. */
  index?: number;
}

export interface PanelFolder {
  name: string;
  schema: Record<string, PanelControl>;
  bindings: ControlBinding[];
}

/** Knobs declared outside a group sit in this folder of the panel. */
const looseKnobsFolder = 'Field';

/** The tuning panel's folders and controls, one control per number of every knob in `table`. */
export function panelFolders(table: KnobTable): PanelFolder[] {
  const folders = new Map<string, PanelFolder>();
  forEachKnob(table, (path, knob) => {
    const name = path.length > 1 ? capitalise(path[0] ?? '') : looseKnobsFolder;
    const folder = folders.get(name) ?? { name, schema: {}, bindings: [] };
    folders.set(name, folder);
    addControls(folder, path, knob);
  });
  return [...folders.values()];
}

function addControls(folder: PanelFolder, path: readonly string[], knob: Knob): void {
  const name = path[path.length - 1] ?? '';
  const label = knob.label ?? name;
  if (isColourKnob(knob)) {
    folder.schema[name] = { value: knob.value, label };
    folder.bindings.push({ key: name, path });
    return;
  }
  const range = { min: knob.min, max: knob.max, step: knob.step };
  if (typeof knob.value === 'number') {
    folder.schema[name] = { value: knob.value, ...range, label };
    folder.bindings.push({ key: name, path });
    return;
  }
  knob.value.forEach((item, index) => {
    const key = `${name}${index + 1}`;
    folder.schema[key] = { value: item, ...range, label: `${label} ${index + 1}` };
    folder.bindings.push({ key, path, index });
  });
}

/** A copy of `values` with one folder's control readings written in. */
export function withFolderValues<T extends object>(
  values: T,
  folder: PanelFolder,
  readings: Record<string, PanelReading>,
): T {
  const next = structuredClone(values);
  for (const { key, path, index } of folder.bindings) {
    const reading = readings[key];
    if (reading === undefined) continue;
    const parent = path
      .slice(0, -1)
      .reduce<Record<string, unknown>>(
        (node, step) => node[step] as Record<string, unknown>,
        next as Record<string, unknown>,
      );
    const leaf = path[path.length - 1] ?? '';
    if (index === undefined) parent[leaf] = reading;
    else (parent[leaf] as PanelReading[])[index] = reading;
  }
  return next;
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
