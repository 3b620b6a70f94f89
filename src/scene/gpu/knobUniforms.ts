import { forEachKnob, valueAt, type KnobTable } from '@/scene/knobs';

interface UniformSlot {
  value: unknown;
}

/**
 * A writer that copies every knob with a `uniform` from the live values into `uniforms`, for the
 * knobs whose uniform is in that set. Built once; writing allocates nothing, so it runs each frame.
 */
export function knobUniformWriter(table: KnobTable, uniforms: Record<string, UniformSlot>): (values: object) => void {
  const bindings: { path: readonly string[]; slot: UniformSlot }[] = [];
  forEachKnob(table, (path, knob) => {
    const slot = knob.uniform === undefined ? undefined : uniforms[knob.uniform];
    if (slot) bindings.push({ path, slot });
  });
  return (values) => {
    for (const { path, slot } of bindings) slot.value = valueAt(values, path);
  };
}
