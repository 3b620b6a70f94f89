import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { useAppStore } from '@/state/store';
import { Backdrop } from './Backdrop';

/** Renders the backdrop in its own React root, after the page (WebGL 2 was checked before loading). */
export function mountBackdrop(): void {
  const { failScene } = useAppStore.getState();
  const host = document.createElement('div');
  document.body.append(host);
  const report = (error: unknown) => failScene(error instanceof Error ? error.message : String(error));
  createRoot(host, { onCaughtError: report, onUncaughtError: report }).render(
    <StrictMode>
      <Backdrop />
    </StrictMode>,
  );
}
