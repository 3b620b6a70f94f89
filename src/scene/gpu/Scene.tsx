import type { SceneColours } from '@/scene/protocol';
import { Effects } from './Effects';
import { LoopController } from './LoopController';
import { ParticleField } from './ParticleField';
import { SceneErrorBoundary } from './SceneErrorBoundary';
import { TiltPhoto } from './TiltPhoto';

/** Everything the R3F root draws: the field, the photo plane, adaptive quality and the loop. */
export function Scene({ colours }: { colours: SceneColours }) {
  return (
    <SceneErrorBoundary>
      <LoopController />
      <ParticleField />
      <TiltPhoto colours={colours} />
      <Effects />
    </SceneErrorBoundary>
  );
}
