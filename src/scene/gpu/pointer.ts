import type { PageToScene } from '@/scene/protocol';
import { perRun } from './runState';

/**
 * The pointer as the page reports it (the canvas takes no events). One shared, mutable record of the
 * run; frame code reads it, `applyPointer` writes it.
 */
export const pointer = perRun(() => ({
  x: 0,
  y: 0,
  /** A mouse or pen is over the page, or a finger is down. */
  active: false,
  /** When the last finger lifted (this thread's performance.now() ms): a tap repulses for a moment after. */
  tapEndedAt: -Infinity,
  /** Last device orientation, degrees, when the device reports one. */
  beta: 0,
  gamma: 0,
  hasOrientation: false,
}));

type PointerMessage = Extract<PageToScene, { type: 'pointer' | 'pointer-leave' | 'tap-end' | 'orientation' }>;

export function applyPointer(message: PointerMessage): void {
  switch (message.type) {
    case 'pointer':
      pointer.x = message.x;
      pointer.y = message.y;
      pointer.active = message.active;
      break;
    case 'pointer-leave':
      pointer.active = false;
      break;
    case 'tap-end':
      pointer.active = false;
      pointer.tapEndedAt = performance.now();
      break;
    case 'orientation':
      pointer.beta = message.beta;
      pointer.gamma = message.gamma;
      pointer.hasOrientation = true;
      break;
  }
}
