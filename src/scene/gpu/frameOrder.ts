/**
 * `useFrame` priorities, in the order they run each frame. Any positive priority turns off R3F's
 * own render call, so `render` is the only place that draws (docs/scene.md § Frame order).
 */
export const framePriority = {
  /** Note when the frame's work begins. */
  start: -4,
  /** Ease the repulse and the tilt; write uniforms. */
  animate: -2,
  /** Draw: bloom composer or plain render, within the fps cap. */
  render: 1,
  /** Add the frame's cost to the start-up measurement. */
  cost: 2,
} as const;

/** Camera layers: bloom runs on the field only; the photo is drawn on top of it. */
export const layers = {
  field: 0,
  photo: 1,
} as const;
