// The original site's particle background in tsParticles 3 (slim bundle), configured from the
// same constants as our field: the comparison the bench's headline ratio is about.
import type { ISourceOptions } from '@tsparticles/engine';
import Particles, { initParticlesEngine } from '@tsparticles/react';
import { loadSlim } from '@tsparticles/slim';
import { createRoot } from 'react-dom/client';
import { sceneParams } from '@/scene/params';
import '@/theme/global.css';

const { particles, links, repulse, loop } = sceneParams;

const options: ISourceOptions = {
  fpsLimit: loop.fpsCap,
  detectRetina: true,
  fullScreen: { enable: true, zIndex: -1 },
  particles: {
    number: {
      value: particles.count,
      density: { enable: true, width: particles.densityWidth, height: particles.densityHeight },
    },
    color: { value: '#ffffff' },
    shape: { type: 'circle' },
    opacity: { value: particles.opacity },
    size: { value: { min: particles.sizeMin, max: particles.sizeMax } },
    links: { enable: true, distance: links.distance, color: '#ffffff', opacity: links.opacity, width: links.width },
    move: { enable: true, speed: particles.speed, outModes: { default: 'bounce' } },
  },
  interactivity: {
    events: { onHover: { enable: true, mode: 'repulse' } },
    modes: { repulse: { distance: repulse.distance, duration: repulse.duration } },
  },
};

const root = document.getElementById('root');
if (!root) throw new Error('#root missing');
await initParticlesEngine(loadSlim);
createRoot(root).render(
  <Particles
    id="bench-particles"
    options={options}
    particlesLoaded={async (container) => {
      document.body.setAttribute('data-bench-ready', String(container?.particles.count ?? 0));
    }}
  />,
);
