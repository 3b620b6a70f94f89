import { Canvas, type RootState } from '@react-three/fiber';
import { lazy, Suspense } from 'react';
import { Color } from 'three';
import { useAppStore } from '@/state/store';
import { Effects } from '@/scene/gpu/Effects';
import { LoopController } from '@/scene/gpu/LoopController';
import { PageMeasure } from '@/scene/gpu/PageMeasure';
import { ParticleField } from '@/scene/gpu/ParticleField';
import { sceneParams } from '@/scene/params';
import { SceneErrorBoundary } from '@/scene/gpu/SceneErrorBoundary';
import { TiltPhoto } from '@/scene/gpu/TiltPhoto';
import { tuningEnabled } from './tuningEnabled';
import styles from './Backdrop.module.css';

const TuningPanel = lazy(() => import('./TuningPanel'));

const dpr: [number, number] = [sceneParams.quality.dprMin, sceneParams.quality.dprMax];
const glOptions = { antialias: false, alpha: true, powerPreference: 'high-performance' } as const;
const canvasStyle = { pointerEvents: 'none' } as const;

function onCreated({ scene }: RootState) {
  // The page colour behind the field, so bloom blends against what the visitor sees.
  const background = getComputedStyle(document.body).getPropertyValue('--color-bg').trim();
  if (background) scene.background = new Color(background);
  useAppStore.getState().setSceneStatus('running');
}

/**
 * The one canvas: fixed behind the DOM, full viewport, taking no pointer events. Its frameloop
 * starts at `never`; LoopController runs it only while something visible moves.
 */
export function Backdrop() {
  return (
    <SceneErrorBoundary>
      <div className={styles.layer} aria-hidden="true">
        <Canvas frameloop="never" dpr={dpr} gl={glOptions} flat style={canvasStyle} onCreated={onCreated}>
          <PageMeasure />
          <LoopController />
          <ParticleField />
          <TiltPhoto />
          <Effects />
        </Canvas>
      </div>
      {tuningEnabled() && (
        <Suspense fallback={null}>
          <TuningPanel />
        </Suspense>
      )}
    </SceneErrorBoundary>
  );
}
