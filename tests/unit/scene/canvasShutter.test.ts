import { beforeEach, describe, expect, it } from 'vitest';
import { createCanvasShutter } from '@/scene/page/canvasShutter';
import { useAppStore } from '@/state/store';

const initial = useAppStore.getState();
beforeEach(() => useAppStore.setState(initial, true));

/** A shutter over a stand-in canvas: `shown()` is what the visitor would see of it now. */
function shutterFrom(inView: boolean) {
  let shown: boolean | undefined;
  const shutter = createCanvasShutter((next) => (shown = next), { inView, number: 0 });
  const photoOnScreen = () => useAppStore.getState().photoOnScreen;
  return { shutter, shown: () => shown, photoOnScreen };
}

describe('canvas shutter', () => {
  it('shows nothing until a frame of the hero in view has been presented', () => {
    const { shutter, shown, photoOnScreen } = shutterFrom(true);
    expect(shown()).toBe(false);
    shutter.presented(0, false);
    expect(shown()).toBe(true);
    expect(photoOnScreen()).toBe(false);
    shutter.presented(0, true);
    expect(photoOnScreen()).toBe(true);
  });

  it('hides the canvas and hands the photo back to the DOM the moment the hero leaves, whatever the scene presents then', () => {
    const { shutter, shown, photoOnScreen } = shutterFrom(true);
    shutter.presented(0, true);
    shutter.heroChanged({ inView: false, number: 1 });
    expect(shown()).toBe(false);
    expect(photoOnScreen()).toBe(false);
    // The still frame drawn after the leave, and a late report of one drawn before it.
    shutter.presented(1, true);
    shutter.presented(0, true);
    expect(shown()).toBe(false);
    expect(photoOnScreen()).toBe(false);
  });

  it('on the way back, shows only a frame drawn after the hero returned, not one the canvas held from before', () => {
    const { shutter, shown, photoOnScreen } = shutterFrom(true);
    shutter.presented(0, true);
    shutter.heroChanged({ inView: false, number: 1 });
    shutter.heroChanged({ inView: true, number: 2 });
    shutter.presented(0, true);
    shutter.presented(1, true);
    expect(shown()).toBe(false);
    shutter.presented(2, true);
    expect(shown()).toBe(true);
    expect(photoOnScreen()).toBe(true);
  });

  it('a scene started with the hero away stays hidden until the hero comes into view and is drawn there', () => {
    const { shutter, shown } = shutterFrom(false);
    shutter.presented(0, true);
    expect(shown()).toBe(false);
    shutter.heroChanged({ inView: true, number: 1 });
    shutter.presented(1, true);
    expect(shown()).toBe(true);
  });

  it('a lost context hides the canvas until a restored one presents a frame', () => {
    const { shutter, shown, photoOnScreen } = shutterFrom(true);
    shutter.presented(0, true);
    shutter.lost();
    expect(shown()).toBe(false);
    expect(photoOnScreen()).toBe(false);
    shutter.presented(0, true);
    expect(shown()).toBe(true);
  });
});
