import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import { createSeeds } from '@/scene/math/placement';
import { particleCount } from '@/scene/math/density';
import { sceneKnobs, type SceneParams } from '@/scene/params';
import { smoothStep } from '@/scene/math/easing';
import { stepMotion } from '@/scene/math/motion';
import { createLinksGeometry, createPointsGeometry } from './fieldGeometry';
import { createFieldUniforms, createLinksMaterial, createPointsMaterial } from './fieldMaterials';
import { framePriority, layers } from './frameOrder';
import { knobUniformWriter } from './knobUniforms';
import { useLiveParams } from './liveParams';
import { heroBox } from './pageLayout';
import { pointer } from './pointer';
import { useSceneColours } from './sceneColours';

/** Frames per second tsParticles counts its `speed` in (px per frame). */
const tsParticlesFrameRate = 60;

// One field per page: its uniforms and materials live as long as the page does.
const uniforms = createFieldUniforms();
const pointsMaterial = createPointsMaterial(uniforms);
const linksMaterial = createLinksMaterial(uniforms);
const writeKnobUniforms = knobUniformWriter(sceneKnobs, uniforms);

/** The live knob values, with the scheme's particle colour in place of the `colour` knob's where it sets one. */
const knobsInScheme = (() => {
  let last: { params: SceneParams; particles: string | undefined; merged: SceneParams } | undefined;
  return (params: SceneParams, particles: string | undefined): SceneParams => {
    if (last?.params !== params || last.particles !== particles) {
      last = { params, particles, merged: particles ? { ...params, colour: particles } : params };
    }
    return last.merged;
  };
})();

/**
 * The particle link field over the hero: instanced points and one segment per pair, both placed
 * entirely by their vertex shaders from a handful of uniforms.
 */
export function ParticleField() {
  const width = useThree((state) => state.size.width);
  const height = useThree((state) => state.size.height);
  const seed = useLiveParams((params) => params.seed);
  const rule = useLiveParams((params) => params.particles);
  const count = particleCount(width, height, rule);

  const seeds = useMemo(() => createSeeds(count, seed), [count, seed]);
  const pointsGeometry = useMemo(() => createPointsGeometry(seeds), [seeds]);
  const linksGeometry = useMemo(() => createLinksGeometry(seeds), [seeds]);

  useEffect(() => () => pointsGeometry.dispose(), [pointsGeometry]);
  useEffect(() => () => linksGeometry.dispose(), [linksGeometry]);

  // Seconds of motion before the frame being drawn, and the repulse strength before easing (0..1).
  // Kept per mounted field, so a scene started again on the main thread begins at t = 0 too.
  const motion = useRef({ elapsed: 0, repulse: 0 });

  useFrame((state, delta) => {
    const params = useLiveParams.getState();

    uniforms.uViewport.value.set(state.size.width, state.size.height);
    uniforms.uOrigin.value.set(heroBox.left, heroBox.top);
    uniforms.uBounds.value.set(Math.max(1, heroBox.width), Math.max(1, heroBox.height));
    uniforms.uSpeed.value = params.particles.speed * tsParticlesFrameRate;
    uniforms.uPixelRatio.value = state.viewport.dpr;
    writeKnobUniforms(knobsInScheme(params, useSceneColours.getState().colours.particles));

    // The repulse eases in while the pointer is over the hero and out when it leaves; a tap holds
    // it for one repulse duration after the finger lifts, so a short tap still pushes fully.
    const tapHeld = performance.now() - pointer.tapEndedAt < params.repulse.duration * 1000;
    const overHero =
      (pointer.active || tapHeld) && pointer.y >= heroBox.top && pointer.y <= heroBox.top + heroBox.height;
    // Each frame shows the field as the previous one left it, so the first frame is t = 0: the
    // build-time poster it fades in over (math/placement.ts).
    const rules = { maxDelta: params.loop.maxDelta, repulseDuration: params.repulse.duration };
    uniforms.uTime.value = stepMotion(motion.current, delta, state.frameloop === 'always', overHero, rules);
    uniforms.uRepulse.value = smoothStep(motion.current.repulse);
    if (overHero) uniforms.uPointer.value.set(pointer.x, pointer.y);
  }, framePriority.animate);

  return (
    <group>
      <lineSegments geometry={linksGeometry} material={linksMaterial} frustumCulled={false} layers={layers.field} />
      <mesh
        geometry={pointsGeometry}
        material={pointsMaterial}
        frustumCulled={false}
        layers={layers.field}
        renderOrder={1}
      />
    </group>
  );
}
