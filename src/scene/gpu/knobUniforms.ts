import type { Color } from 'three';
import { forEachKnob, isColourKnob, valueAt, type KnobTable } from '@/scene/knobs';

interface UniformSlot {
  value: unknown;
}

/**
 * A writer that copies every knob with a `uniform` from the live values into `uniforms`, for the
 * knobs whose uniform is in that set: numbers as they are, a colour knob into its uniform's Color.
 * Built once; writing allocates nothing (a colour is parsed only when it changed), so it runs each frame.
 */
export function knobUniformWriter(table: KnobTable, uniforms: Record<string, UniformSlot>): (values: object) => void {
  const numbers: { path: readonly string[]; slot: UniformSlot }[] = [];
  const colours: { path: readonly string[]; colour: Color; written: string }[] = [];
  forEachKnob(table, (path, knob) => {
    const slot = knob.uniform === undefined ? undefined : uniforms[knob.uniform];
    if (!slot) return;
    if (isColourKnob(knob)) colours.push({ path, colour: slot.value as Color, written: '' });
    else numbers.push({ path, slot });
  });
  return (values) => {
    for (const { path, slot } of numbers) slot.value = valueAt(values, path);
    for (const binding of colours) {
      const colour = valueAt(values, binding.path) as string;
      if (colour === binding.written) continue;
      binding.colour.set(colour);
      binding.written = colour;
    }
  };
}
