import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { useAppStore } from '@/state/store';
import { Backdrop } from './Backdrop';

function supportsWebGL2(): boolean {
  try {
    const context = document.createElement('canvas').getContext('webgl2');
    context?.getExtension('WEBGL_lose_context')?.loseContext();
    return context !== null;
  } catch {
    return false;
  }
}

/** Renders the backdrop in its own React root, after the page; without WebGL 2 it stays off. */
export function mountBackdrop(): void {
  const { failScene } = useAppStore.getState();
  if (!supportsWebGL2()) {
    failScene('WebGL 2 is not available');
    return;
  }
  const host = document.createElement('div');
  document.body.append(host);
  const report = (error: unknown) => failScene(error instanceof Error ? error.message : String(error));
  createRoot(host, { onCaughtError: report, onUncaughtError: report }).render(
    <StrictMode>
      <Backdrop />
    </StrictMode>,
  );
}
