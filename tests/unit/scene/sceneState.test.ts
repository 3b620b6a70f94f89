import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { declineQuality, inclineQuality, initialQuality } from '@/scene/gpu/quality';
import { selectFrameloop, useSceneInputs } from '@/scene/gpu/sceneInputs';
import { useAppStore } from '@/state/store';

const initial = useAppStore.getState();
beforeEach(() => useAppStore.setState(initial, true));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('scene loop inputs', () => {
  const inputs = useSceneInputs.getState();
  beforeEach(() => useSceneInputs.setState(inputs, true));

  it('runs while the page is visible and the hero in view', () => {
    expect(selectFrameloop(useSceneInputs.getState())).toBe('always');
  });

  it.each([
    ['the page is hidden', { pageVisible: false }],
    ['the hero is scrolled away', { heroInView: false }],
    ['the WebGL context is lost', { contextLost: true }],
  ])('stops when %s, and runs again when that clears', (_, change) => {
    useSceneInputs.setState(change);
    expect(selectFrameloop(useSceneInputs.getState())).toBe('never');
    useSceneInputs.setState(inputs);
    expect(selectFrameloop(useSceneInputs.getState())).toBe('always');
  });
});

describe('scene status', () => {
  it('gives up with exactly one console warning, and hands the photo back to the DOM', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    useAppStore.getState().setPhotoOnScreen(true);
    useAppStore.getState().failScene('no WebGL');
    useAppStore.getState().failScene('no WebGL again');
    useAppStore.getState().declineScene('software WebGL');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(useAppStore.getState().sceneStatus).toBe('failed');
    expect(useAppStore.getState().photoOnScreen).toBe(false);
  });

  it('declines with one warning, and a later failure adds none', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    useAppStore.getState().declineScene('software WebGL');
    useAppStore.getState().failScene('worker stopped');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(useAppStore.getState().sceneStatus).toBe('declined');
  });
});

describe('adaptive quality', () => {
  const range = { min: 1, max: 2 };

  it('starts at the device pixel ratio clamped to [1, 2], without bloom', () => {
    expect(initialQuality(3, range)).toEqual({ dpr: 2, bloom: false });
    expect(initialQuality(0.5, range)).toEqual({ dpr: 1, bloom: false });
  });

  it('lowers the pixel ratio before it gives up bloom', () => {
    const first = declineQuality({ dpr: 2, bloom: true }, range);
    expect(first).toEqual({ dpr: 1, bloom: true });
    expect(declineQuality(first, range)).toEqual({ dpr: 1, bloom: false });
  });

  it('restores sharpness first, then adds bloom', () => {
    const first = inclineQuality({ dpr: 1, bloom: false }, 2);
    expect(first).toEqual({ dpr: 2, bloom: false });
    expect(inclineQuality(first, 2)).toEqual({ dpr: 2, bloom: true });
  });
});
