import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { Color } from 'three';
import { CostMonitor } from './CostMonitor';
import { FrameRenderer } from './FrameRenderer';
import { LoopController } from './LoopController';
import { ParticleField } from './ParticleField';
import { useSceneColours } from './sceneColours';
import { SceneErrorBoundary } from './SceneErrorBoundary';
import { TiltPhoto } from './TiltPhoto';

/**
 * Everything the R3F root draws: the field, the photo plane, adaptive quality, the cost check and the
 * loop, in the colours of the scheme the page is in.
 */
export function Scene() {
  const colours = useSceneColours((state) => state.colours);
  const getState = useThree((state) => state.get);
  useEffect(() => {
    getState().scene.background = new Color(colours.background);
  }, [getState, colours.background]);

  return (
    <SceneErrorBoundary>
      <ParticleField />
      <TiltPhoto colours={colours} />
      <FrameRenderer />
      <CostMonitor />
      {/* Last: in a worker R3F subscribes useFrame in passive effects (no DOM, no layout effects),
          which run in tree order; the first still frame must find every subscriber in place. */}
      <LoopController />
    </SceneErrorBoundary>
  );
}
