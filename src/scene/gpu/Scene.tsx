import type { SceneColours } from '@/scene/protocol';
import { CostMonitor } from './CostMonitor';
import { FrameRenderer } from './FrameRenderer';
import { LoopController } from './LoopController';
import { ParticleField } from './ParticleField';
import { SceneErrorBoundary } from './SceneErrorBoundary';
import { TiltPhoto } from './TiltPhoto';

/** Everything the R3F root draws: the field, the photo plane, adaptive quality, the cost check and the loop. */
export function Scene({ colours }: { colours: SceneColours }) {
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
