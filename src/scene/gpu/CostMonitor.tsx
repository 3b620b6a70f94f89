import { useFrame } from '@react-three/fiber';
import { useRef } from 'react';
import { createCostWindow } from '@/scene/math/frameCost';
import { useLiveParams } from './liveParams';
import { framePriority } from './frameOrder';
import { report } from './report';

/**
 * Measures the scene's first animated frames once: each frame's thread time (from its first
 * `useFrame` to the end of its draw) and how many frames the window holds. The page, which knows the
 * host and counts the display's frames over the same window, decides whether it costs too much.
 */
export function CostMonitor() {
  const costWindow = useRef(createCostWindow(useLiveParams.getState().cost));
  const frameStart = useRef(0);

  useFrame(() => {
    frameStart.current = performance.now();
  }, framePriority.start);

  useFrame((state) => {
    if (state.frameloop !== 'always') return costWindow.current.pause();
    const now = performance.now();
    const outcome = costWindow.current.frame(now - frameStart.current, now);
    if (outcome === 'opened') report({ type: 'cost-window' });
    else if (outcome) report({ type: 'frame-cost', cost: outcome });
  }, framePriority.cost);

  return null;
}
