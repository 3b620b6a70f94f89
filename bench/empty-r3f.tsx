// The limit of any R3F render loop: one fixed full-viewport canvas, frameloop always, empty scene.
import { Canvas } from '@react-three/fiber';
import { createRoot } from 'react-dom/client';
import { sceneParams } from '@/scene/params';
import '@/theme/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing');
createRoot(root).render(
  <div style={{ position: 'fixed', inset: 0, zIndex: -1 }}>
    <Canvas
      frameloop="always"
      dpr={[sceneParams.quality.dprMin, sceneParams.quality.dprMax]}
      gl={{ antialias: false, alpha: true }}
      flat
      style={{ pointerEvents: 'none' }}
      onCreated={() => document.body.setAttribute('data-bench-ready', '')}
    />
  </div>,
);
