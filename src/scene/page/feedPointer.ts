import type { PagePort } from '@/scene/protocol';

/**
 * Forwards the pointer, taps and device orientation from the window to the scene (the canvas takes
 * no events). Returns the function that stops.
 */
export function feedPointer(port: PagePort): () => void {
  const onMove = (event: PointerEvent) => {
    // A finger counts only while it is down (pointerdown); a mouse or pen whenever it moves.
    const active = event.pointerType !== 'touch' || event.buttons > 0 || event.type === 'pointerdown';
    port.send({ type: 'pointer', x: event.clientX, y: event.clientY, active });
  };
  const onUp = (event: PointerEvent) => {
    if (event.pointerType === 'touch') port.send({ type: 'tap-end' });
  };
  const onLeave = () => port.send({ type: 'pointer-leave' });
  const onOrientation = (event: DeviceOrientationEvent) => {
    if (event.beta !== null && event.gamma !== null)
      port.send({ type: 'orientation', beta: event.beta, gamma: event.gamma });
  };

  const options = { passive: true };
  window.addEventListener('pointermove', onMove, options);
  window.addEventListener('pointerdown', onMove, options);
  window.addEventListener('pointerup', onUp, options);
  window.addEventListener('pointercancel', onUp, options);
  document.documentElement.addEventListener('pointerleave', onLeave, options);
  window.addEventListener('blur', onLeave);
  window.addEventListener('deviceorientation', onOrientation, options);
  return () => {
    window.removeEventListener('pointermove', onMove);
    window.removeEventListener('pointerdown', onMove);
    window.removeEventListener('pointerup', onUp);
    window.removeEventListener('pointercancel', onUp);
    document.documentElement.removeEventListener('pointerleave', onLeave);
    window.removeEventListener('blur', onLeave);
    window.removeEventListener('deviceorientation', onOrientation);
  };
}
