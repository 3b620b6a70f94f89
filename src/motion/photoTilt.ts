import { sceneParams } from '@/scene/params';
import { orientationFraction, pointerFraction, restingPose, tiltPose, tiltTransformCss } from '@/scene/math/tilt';

const { tilt } = sceneParams;
const transition = `transform ${tilt.speedMs}ms cubic-bezier(${tilt.easing.join(',')})`;

/**
 * Tilts the DOM photo with CSS 3D transforms — the same pose and matrix the WebGL plane uses.
 * Entering and leaving ease over the tilt speed; in between the photo follows the pointer, or the
 * device's orientation on touch screens. Returns what puts the photo back and stops listening.
 */
export function tiltPhoto(element: HTMLElement): () => void {
  let hovering = false;
  let settle = 0;

  const show = (transform: string, eased: boolean) => {
    window.clearTimeout(settle);
    element.style.transition = eased ? transition : '';
    element.style.transform = transform;
    if (eased) settle = window.setTimeout(() => (element.style.transition = ''), tilt.speedMs);
  };
  const fromPointer = (event: PointerEvent) =>
    tiltTransformCss(
      tiltPose(pointerFraction(event.clientX, event.clientY, layoutBox(element)), tilt.maxDegrees, tilt.scale),
      tilt.perspective,
    );
  const onEnter = (event: PointerEvent) => {
    hovering = true;
    show(fromPointer(event), true);
  };
  const onMove = (event: PointerEvent) => {
    if (!hovering) return;
    // While the entry ease runs, keep it running toward the moving target.
    element.style.transform = fromPointer(event);
  };
  const onLeave = () => {
    hovering = false;
    show(tiltTransformCss(restingPose, tilt.perspective), true);
  };
  const onOrientation = (event: DeviceOrientationEvent) => {
    if (hovering || event.beta === null || event.gamma === null) return;
    const fraction = orientationFraction(event.beta, event.gamma, tilt.gyroscopeMin, tilt.gyroscopeMax);
    show(tiltTransformCss(tiltPose(fraction, tilt.maxDegrees, 1), tilt.perspective), false);
  };

  element.addEventListener('pointerenter', onEnter);
  element.addEventListener('pointermove', onMove);
  element.addEventListener('pointerleave', onLeave);
  window.addEventListener('deviceorientation', onOrientation);
  return () => {
    window.clearTimeout(settle);
    element.removeEventListener('pointerenter', onEnter);
    element.removeEventListener('pointermove', onMove);
    element.removeEventListener('pointerleave', onLeave);
    window.removeEventListener('deviceorientation', onOrientation);
    element.style.transition = '';
    element.style.transform = '';
  };
}

/** The element's untransformed box in the viewport: its centre survives the tilt, its size is layout's. */
function layoutBox(element: HTMLElement) {
  const rect = element.getBoundingClientRect();
  const width = element.offsetWidth;
  const height = element.offsetHeight;
  return {
    left: rect.left + rect.width / 2 - width / 2,
    top: rect.top + rect.height / 2 - height / 2,
    width,
    height,
  };
}
