/**
 * The pointer as the scene sees it, from window events (the canvas takes none). One shared,
 * mutable record; frame code reads it, listeners write it.
 */
export const pointer = {
  x: 0,
  y: 0,
  /** A mouse or pen is over the page, or a finger is down. */
  active: false,
  /** When the last finger lifted (performance.now() ms): a tap repulses for a moment after. */
  tapEndedAt: -Infinity,
  /** Last device orientation, degrees, when the device reports one. */
  beta: 0,
  gamma: 0,
  hasOrientation: false,
};

function onMove(event: PointerEvent) {
  pointer.x = event.clientX;
  pointer.y = event.clientY;
  if (event.pointerType !== 'touch') pointer.active = true;
}

function onDown(event: PointerEvent) {
  onMove(event);
  pointer.active = true;
}

function onUp(event: PointerEvent) {
  if (event.pointerType !== 'touch') return;
  pointer.active = false;
  pointer.tapEndedAt = performance.now();
}

function onLeave() {
  pointer.active = false;
}

function onOrientation(event: DeviceOrientationEvent) {
  if (event.beta === null || event.gamma === null) return;
  pointer.beta = event.beta;
  pointer.gamma = event.gamma;
  pointer.hasOrientation = true;
}

/** Starts listening; returns the function that stops. */
export function trackPointer(): () => void {
  const options = { passive: true };
  window.addEventListener('pointermove', onMove, options);
  window.addEventListener('pointerdown', onDown, options);
  window.addEventListener('pointerup', onUp, options);
  window.addEventListener('pointercancel', onUp, options);
  document.documentElement.addEventListener('pointerleave', onLeave, options);
  window.addEventListener('blur', onLeave);
  window.addEventListener('deviceorientation', onOrientation, options);
  return () => {
    window.removeEventListener('pointermove', onMove);
    window.removeEventListener('pointerdown', onDown);
    window.removeEventListener('pointerup', onUp);
    window.removeEventListener('pointercancel', onUp);
    document.documentElement.removeEventListener('pointerleave', onLeave);
    window.removeEventListener('blur', onLeave);
    window.removeEventListener('deviceorientation', onOrientation);
  };
}
