import { useFrame } from '@react-three/fiber';
import { useEffect, useRef, useState } from 'react';
import { createCostWindow } from '@/scene/math/frameCost';
import { useLiveParams } from './liveParams';
import { framePriority } from './frameOrder';
import { report } from './report';
import { selectFrameloop, useSceneInputs } from './sceneInputs';

/**
 * Measures the scene's first animated frames once: each frame's thread time (from its first
 * `useFrame` to the end of its draw) and how many frames the window holds. The page, which knows the
 * host and counts the display's frames over the same window, decides whether it costs too much.
 * Whenever the loop stops (page hidden, hero away, context lost) the measurement starts over: a
 * window must hold only frames the scene was asked to draw. Once measured, it unmounts, taking its
 * frame callbacks and its subscription with it.
 */
export function CostMonitor() {
  const [measured, setMeasured] = useState(false);
  return measured ? null : <CostMeasurement onMeasured={() => setMeasured(true)} />;
}

function CostMeasurement({ onMeasured }: { onMeasured: () => void }) {
  const costWindow = useRef(createCostWindow(useLiveParams.getState().cost));
  const frameStart = useRef(0);

  useEffect(() => {
    const pause = () => {
      if (costWindow.current.pause()) report({ type: 'cost-window', open: false });
    };
    return useSceneInputs.subscribe((inputs) => {
      if (selectFrameloop(inputs) === 'never') pause();
    });
  }, []);

  useFrame(() => {
    frameStart.current = performance.now();
  }, framePriority.start);

  useFrame((state) => {
    if (state.frameloop !== 'always') return;
    const now = performance.now();
    const outcome = costWindow.current.frame(now - frameStart.current, now);
    if (outcome === 'opened') report({ type: 'cost-window', open: true });
    else if (outcome) {
      report({ type: 'frame-cost', cost: outcome });
      onMeasured();
    }
  }, framePriority.cost);

  return null;
}
