import { tuningOf } from '@/scene/knobs';
import { templateKnobs } from '@/scene/params';
import { tuningText } from './tuningText';

/**
 * The owner's tuning file (src/content/scene.ts) for the panel's `values`: every knob whose value
 * differs from the template's (src/scene/params.ts), rounded to its step; the knobs left out keep
 * the template's value, so a release that retunes one reaches the owner unless they tuned it too.
 */
export function tuningFile(values: object): string {
  return tuningText(tuningOf(templateKnobs, values));
}
