import { button, useControls } from 'leva';
import { useEffect } from 'react';
import { formatParams } from './formatParams';
import { sendParams } from './sceneBridge';
import { useLiveParams } from '@/scene/gpu/liveParams';
import { sceneParams as defaults } from '@/scene/params';

/**
 * Leva panel over every particle, link, repulse, loop, tilt and bloom constant, editing the live
 * params; "Copy params" puts a ready-to-paste `sceneParams` object on the clipboard. Its own chunk,
 * loaded only in dev or with `?tune`.
 */
export default function TuningPanel() {
  const particles = useControls('Particles', {
    count: { value: defaults.particles.count, min: 1, max: 150, step: 1, label: 'count / density area' },
    speed: { value: defaults.particles.speed, min: 0, max: 10, step: 0.1 },
    sizeMin: { value: defaults.particles.sizeMin, min: 0, max: 5, step: 0.05, label: 'size min' },
    sizeMax: { value: defaults.particles.sizeMax, min: 0, max: 5, step: 0.05, label: 'size max' },
    opacity: { value: defaults.particles.opacity, min: 0, max: 1, step: 0.01 },
  });
  const links = useControls('Links', {
    distance: { value: defaults.links.distance, min: 0, max: 400, step: 1 },
    opacity: { value: defaults.links.opacity, min: 0, max: 1, step: 0.01 },
    width: { value: defaults.links.width, min: 0, max: 4, step: 0.1 },
  });
  const repulse = useControls('Repulse', {
    distance: { value: defaults.repulse.distance, min: 0, max: 500, step: 1 },
    duration: { value: defaults.repulse.duration, min: 0, max: 3, step: 0.05 },
  });
  const loop = useControls('Loop', {
    fpsCap: { value: defaults.loop.fpsCap, min: 10, max: 240, step: 1, label: 'fps cap' },
  });
  const tilt = useControls('Tilt', {
    maxDegrees: { value: defaults.tilt.maxDegrees, min: 0, max: 90, step: 1, label: 'max °' },
    perspective: { value: defaults.tilt.perspective, min: 100, max: 3000, step: 10 },
    speedMs: { value: defaults.tilt.speedMs, min: 0, max: 5000, step: 50, label: 'speed ms' },
    scale: { value: defaults.tilt.scale, min: 0.5, max: 2, step: 0.01 },
    glare: { value: defaults.tilt.glare, min: 0, max: 1, step: 0.01 },
  });
  const bloom = useControls('Bloom', {
    intensity: { value: defaults.bloom.intensity, min: 0, max: 3, step: 0.05 },
    threshold: { value: defaults.bloom.threshold, min: 0, max: 1, step: 0.01 },
    smoothing: { value: defaults.bloom.smoothing, min: 0, max: 1, step: 0.01 },
    radius: { value: defaults.bloom.radius, min: 0, max: 1, step: 0.01 },
  });
  useControls('Export', {
    'Copy params': button(() => void navigator.clipboard.writeText(formatParams(useLiveParams.getState()))),
  });

  useEffect(() => {
    useLiveParams.setState((current) => ({
      particles: { ...current.particles, ...particles },
      links: { ...current.links, ...links },
      repulse: { ...current.repulse, ...repulse },
      loop: { ...current.loop, ...loop },
      tilt: { ...current.tilt, ...tilt },
      bloom: { ...current.bloom, ...bloom },
    }));
    sendParams(useLiveParams.getState());
  }, [particles, links, repulse, loop, tilt, bloom]);

  return null;
}
