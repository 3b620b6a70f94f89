import { useFrame } from '@react-three/fiber';
import { useRef } from 'react';
import { useAppStore } from '@/state/store';
import { framePriority } from './frameOrder';

/**
 * Reports the scene as running once its first frame is on screen: the frame after the first draw
 * begins only when that draw has been presented. The poster fades out on this report.
 */
export function FirstFrameReport() {
  const reported = useRef(false);
  useFrame(({ gl }) => {
    if (reported.current || gl.info.render.frame === 0) return;
    reported.current = true;
    requestAnimationFrame(() => useAppStore.getState().setSceneStatus('running'));
  }, framePriority.afterDraw);
  return null;
}
