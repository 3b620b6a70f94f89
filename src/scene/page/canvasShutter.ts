import type { HeroView } from '@/scene/protocol';
import { useAppStore } from '@/state/store';

/**
 * The canvas shows only a frame the scene drew for the hero as it is on screen now. Whatever the
 * canvas holds when the hero leaves was drawn for where the hero was, and a browser may go on
 * showing it (a still frame drawn after it is not always presented), so the canvas is hidden as
 * soon as the page knows the hero is gone. It stays hidden on the way back until a frame drawn
 * under that news has been presented: the canvas may still hold one drawn before the hero moved.
 * The DOM photo stands in while the canvas is hidden, so the hero never comes back without it.
 */
export interface CanvasShutter {
  /** The page is about to report new hero news. */
  heroChanged(view: HeroView): void;
  /** A frame drawn under hero news `heroNews` reached the screen, with the photo plane in it or not. */
  presented(heroNews: number, photo: boolean): void;
  /** The context is gone: the canvas holds nothing to show until a restored one presents a frame. */
  lost(): void;
}

/** `show` hides or shows the canvas without moving anything (no layout change). */
export function createCanvasShutter(show: (shown: boolean) => void, initial: HeroView): CanvasShutter {
  let current = initial;
  const set = (shown: boolean, photo: boolean) => {
    show(shown);
    useAppStore.getState().setPhotoOnScreen(shown && photo);
  };
  set(false, false);
  return {
    heroChanged(view) {
      current = view;
      set(false, false);
    },
    presented(heroNews, photo) {
      if (current.inView && heroNews === current.number) set(true, photo);
    },
    lost() {
      set(false, false);
    },
  };
}
