import { PerformanceMonitor } from '@react-three/drei';
import { useFrame, useThree } from '@react-three/fiber';
import { Bloom, EffectComposer } from '@react-three/postprocessing';
import { useEffect, useRef, useState } from 'react';
import type { EffectComposer as Composer } from 'postprocessing';
import type { WebGLRenderer } from 'three';
import { framePriority, layers } from './frameOrder';
import { useLiveParams } from './liveParams';
import { noteFrameDrawn } from './presentation';
import { declineQuality, dprRange, inclineQuality, initialQuality } from './quality';
import { report } from './report';
import { perRun } from './runState';
import { useSceneInputs } from './sceneInputs';
import { useSceneColours } from './sceneColours';

const deviceDpr = () => initialQuality(useSceneInputs.getState().deviceDpr, dprRange).dpr;
const lastRender = perRun(() => ({ time: -Infinity }));
const composerSize = new WeakMap<Composer, string>();

/**
 * Adaptive quality and the frame's one draw. drei's PerformanceMonitor lowers the pixel ratio, then
 * drops bloom, when frames are slow; bloom returns only with headroom.
 */
export function FrameRenderer() {
  const setDpr = useThree((state) => state.setDpr);
  const bloom = useLiveParams((params) => params.bloom);
  const [quality, setQuality] = useState(() => initialQuality(useSceneInputs.getState().deviceDpr, dprRange));
  const composer = useRef<Composer>(null);
  // A scheme that sets its own particle colour is a light one, where a glow would not show.
  const glowing = useSceneColours((state) => state.colours.particles === undefined);
  const bloomOn = quality.bloom && bloom.intensity > 0 && glowing;

  useEffect(() => setDpr(quality.dpr), [quality.dpr, setDpr]);
  useEffect(() => report({ type: 'quality', dpr: quality.dpr, bloom: bloomOn }), [quality.dpr, bloomOn]);

  useFrame((state, delta) => {
    const { gl, scene, camera } = state;
    const now = performance.now();
    const minInterval = (1000 / useLiveParams.getState().loop.fpsCap) * 0.9;
    if (state.frameloop === 'always' && now - lastRender.time < minInterval) return;
    lastRender.time = now;

    const activeComposer = bloomOn ? composer.current : null;
    if (activeComposer) {
      fitComposer(activeComposer, gl);
      camera.layers.set(layers.field);
      activeComposer.render(delta);
      // The photo goes on top of the bloomed field. three clears for a background colour even
      // without autoClear, so the background steps aside for this call.
      camera.layers.set(layers.photo);
      const background = scene.background;
      scene.background = null;
      gl.autoClear = false;
      gl.render(scene, camera);
      scene.background = background;
    } else {
      camera.layers.set(layers.field);
      camera.layers.enable(layers.photo);
      gl.autoClear = true;
      gl.render(scene, camera);
    }
    noteFrameDrawn();
  }, framePriority.render);

  return (
    <>
      <PerformanceMonitor
        onDecline={() => setQuality((current) => declineQuality(current, dprRange))}
        onIncline={() => setQuality((current) => inclineQuality(current, deviceDpr()))}
        onFallback={() => setQuality((current) => ({ ...current, bloom: false }))}
      />
      {bloomOn && (
        <EffectComposer ref={composer} enabled={false} multisampling={0}>
          <Bloom
            mipmapBlur
            intensity={bloom.intensity}
            luminanceThreshold={bloom.threshold}
            luminanceSmoothing={bloom.smoothing}
            radius={bloom.radius}
          />
        </EffectComposer>
      )}
    </>
  );
}

/** The composer's buffers follow the canvas size and pixel ratio. */
function fitComposer(composer: Composer, gl: WebGLRenderer) {
  const canvas = gl.domElement;
  const dpr = gl.getPixelRatio();
  const size = `${canvas.width}x${canvas.height}@${dpr}`;
  if (composerSize.get(composer) === size) return;
  composerSize.set(composer, size);
  composer.setSize(canvas.width / dpr, canvas.height / dpr);
}
