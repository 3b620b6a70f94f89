import type { SceneTuning } from '@/content/types';

/**
 * The scene's knobs tuned in the Leva panel ("Copy params" wrote this file); each knob left out
 * keeps the template's value (src/scene/params.ts, docs/scene.md "Tuning with Leva").
 */
export const sceneTuning: SceneTuning = {};
