import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { useAppStore } from '@/state/store';

/** The part of happy-dom's browser settings these tests change. */
interface HappyDom {
  setViewport(viewport: { width: number; height: number }): void;
  settings: { device: { prefersReducedMotion: 'reduce' | 'no-preference' } };
}
const happyDom = (window as unknown as { happyDOM: HappyDom }).happyDOM;

const initialState = useAppStore.getState();

// Each test starts from a fresh page: nothing rendered, the store as on load, no stored draft.
beforeEach(() => {
  useAppStore.setState(initialState, true);
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(cleanup);

/** The window size the media queries read. */
export function setViewport(width: number, height = 900): void {
  happyDom.setViewport({ width, height });
}

/** The visitor's reduced-motion preference, as `prefers-reduced-motion` reads it. */
export function preferReducedMotion(reduce: boolean): void {
  happyDom.settings.device.prefersReducedMotion = reduce ? 'reduce' : 'no-preference';
}
