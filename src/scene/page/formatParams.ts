import { roundToStep, valueAt, type Knob } from '@/scene/knobs';

const tableStart = /^export const sceneKnobs = \{$/;
const tableEnd = /^\} as const satisfies KnobTable;$/;
const groupOpen = /^\s*(\w+): \{$/;
const groupClose = /^\s*\},$/;
const knobLine = /^(\s*)(\w+): \{ value: (\[[^\]]*\]|[^,]+), (?:min: [^,]+, max: [^,]+, )?step: ([^,}]+)[,}]/;

/**
 * params.ts with `values` in place of its knobs' values, each rounded to its knob's step: the whole
 * file, types and comments as they are, ready to paste over the old one. `source` is params.ts's
 * text; knob lines outside the `sceneKnobs` table are left alone.
 */
export function formatParamsFile(source: string, values: object): string {
  const path: string[] = [];
  let inTable = false;
  return source
    .split('\n')
    .map((line) => {
      if (!inTable) {
        inTable = tableStart.test(line);
        return line;
      }
      if (tableEnd.test(line)) {
        inTable = false;
        return line;
      }
      const group = groupOpen.exec(line);
      if (group?.[1]) path.push(group[1]);
      else if (groupClose.test(line)) path.pop();
      const knob = knobLine.exec(line);
      if (!knob?.[2] || !knob[3] || !knob[4]) return line;
      const step = Number(knob[4]);
      const value = formatValue(valueAt(values, [...path, knob[2]]), step);
      return line.replace(`value: ${knob[3]},`, `value: ${value},`);
    })
    .join('\n');
}

function formatValue(value: Knob['value'], step: number): string {
  if (typeof value === 'number') return String(roundToStep(value, step));
  return `[${value.map((item) => roundToStep(item, step)).join(', ')}]`;
}
