import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo } from 'react';
import { useSceneInputs } from './sceneInputs';
import { createFieldUniforms, createLinksMaterial, createPointsMaterial } from './fieldMaterials';
import { createLinksGeometry, createPointsGeometry, createSeeds } from './fieldGeometry';
import { framePriority, layers } from './frameOrder';
import { useLiveParams } from './liveParams';
import { particleCount } from '@/scene/math/density';
import { smoothStep } from '@/scene/math/easing';
import { clamp } from '@/scene/math/clamp';
import { heroBox } from './pageLayout';
import { pointer } from './pointer';

/** Frames per second tsParticles counts its `speed` in (px per frame). */
const tsParticlesFrameRate = 60;

// One field per page: its uniforms and materials live as long as the page does.
const uniforms = createFieldUniforms();
const pointsMaterial = createPointsMaterial(uniforms);
const linksMaterial = createLinksMaterial(uniforms);
/** The repulse strength before easing, 0..1. */
const repulse = { linear: 0 };

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

  useFrame((state, delta) => {
    const params = useLiveParams.getState();
    const animating = state.frameloop === 'always';
    const step = animating ? Math.min(delta, params.loop.maxDelta) : 0;
    const still = useSceneInputs.getState().reducedMotion;

    uniforms.uViewport.value.set(state.size.width, state.size.height);
    uniforms.uOrigin.value.set(heroBox.left, heroBox.top);
    uniforms.uBounds.value.set(Math.max(1, heroBox.width), Math.max(1, heroBox.height));
    uniforms.uTime.value += step;
    uniforms.uSpeed.value = params.particles.speed * tsParticlesFrameRate;
    uniforms.uPixelRatio.value = state.viewport.dpr;
    uniforms.uSizeMin.value = params.particles.sizeMin;
    uniforms.uSizeMax.value = params.particles.sizeMax;
    uniforms.uOpacity.value = params.particles.opacity;
    uniforms.uLinkDistance.value = params.links.distance;
    uniforms.uLinkOpacity.value = params.links.opacity;
    uniforms.uLinkWidth.value = params.links.width;
    uniforms.uRepulseDistance.value = params.repulse.distance;

    // The repulse eases in while the pointer is over the hero and out when it leaves; a tap holds
    // it for one repulse duration after the finger lifts, so a short tap still pushes fully.
    const tapHeld = performance.now() - pointer.tapEndedAt < params.repulse.duration * 1000;
    const overHero =
      !still &&
      (pointer.active || tapHeld) &&
      pointer.y >= heroBox.top &&
      pointer.y <= heroBox.top + heroBox.height;
    repulse.linear = clamp(repulse.linear + (overHero ? step : -step) / Math.max(params.repulse.duration, 1e-3), 0, 1);
    if (still) repulse.linear = 0;
    uniforms.uRepulse.value = smoothStep(repulse.linear);
    if (overHero) uniforms.uPointer.value.set(pointer.x, pointer.y);
  }, framePriority.animate);

  return (
    <group>
      <lineSegments geometry={linksGeometry} material={linksMaterial} frustumCulled={false} layers={layers.field} />
      <mesh geometry={pointsGeometry} material={pointsMaterial} frustumCulled={false} layers={layers.field} renderOrder={1} />
    </group>
  );
}
