/**
 * The bridge between the page (main thread) and the scene (a worker, or the main thread as a
 * fallback): every message either side may send, and the one shape of a channel port. Nothing else
 * passes between `src/scene/page` and `src/scene/gpu`.
 */
import type { FrameCost } from './math/frameCost';
import type { SceneParams } from './params';

/** What WebGL 2 the scene's host can get: none, a CPU rasterizer, or a real GPU. */
export type WebGLSupport = 'none' | 'software' | 'hardware';

export interface ViewportBox {
  width: number;
  height: number;
  /** The device pixel ratio the page sees (zoom and display change it). */
  dpr: number;
}

export interface HeroBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The round photo's untransformed box: its centre, its layout width and the picture's share of it. */
export interface PhotoBox {
  centreX: number;
  centreY: number;
  size: number;
  innerRatio: number;
}

/** Where the DOM's hero and photo are in the viewport, CSS px; null when the page has none. */
export interface PageLayout {
  viewport: ViewportBox;
  hero: HeroBox | null;
  photo: PhotoBox | null;
}

/**
 * Whether the hero is on screen, as news the page numbers: `number` 0 goes with `init`, and each change
 * the page reports after it gets the next one. A presented frame names the news it was drawn under,
 * so the page can tell a frame drawn for the hero as it is now from one drawn before it moved.
 */
export interface HeroView {
  inView: boolean;
  number: number;
}

/** Theme colours the scene draws with, as `#rrggbb` (tokens.css, resolved by the build). */
export interface SceneColours {
  background: string;
  ringTop: string;
  ringBottom: string;
  card: string;
  /**
   * The particles' and links' colour where the scheme sets one (the light scheme's `--color-particles`),
   * drawn without bloom, which only brightens: otherwise the `colour` knob's, with bloom.
   */
  particles?: string;
}

export type PageToScene =
  | {
      type: 'init';
      canvas: OffscreenCanvas | HTMLCanvasElement;
      layout: PageLayout;
      params: SceneParams;
      colours: SceneColours;
      pageVisible: boolean;
      hero: HeroView;
    }
  | { type: 'layout'; layout: PageLayout }
  /** A mouse or pen moved, or a finger went down or moved: `active` while it counts as over the page. */
  | { type: 'pointer'; x: number; y: number; active: boolean }
  /** The pointer left the page (or the window lost focus). */
  | { type: 'pointer-leave' }
  /** A finger lifted: the repulse holds for a moment after. */
  | { type: 'tap-end' }
  | { type: 'orientation'; beta: number; gamma: number }
  | { type: 'page-visible'; visible: boolean }
  | { type: 'hero-in-view'; view: HeroView }
  | { type: 'params'; params: SceneParams }
  /** The visitor switched the colour scheme. */
  | { type: 'colours'; colours: SceneColours }
  /** The DOM photo's current srcset pick, decoded and flipped for WebGL. */
  | { type: 'photo'; bitmap: ImageBitmap };

export type SceneToPage =
  /** The host's answer before anything heavy loads. */
  | { type: 'probe'; support: WebGLSupport; renderer: string }
  | { type: 'ready'; renderer: string }
  /**
   * A frame reached the screen; `photo`: the photo plane was drawn with its picture in it; `heroNews`:
   * the number of the hero news the scene had when it drew the frame.
   */
  | { type: 'presented'; photo: boolean; heroNews: number }
  | { type: 'context-lost' }
  | { type: 'context-restored' }
  | { type: 'failed'; reason: string }
  /** The window that measures the first animated frames' cost opens now, or closes unfinished (the loop stopped)... */
  | { type: 'cost-window'; open: boolean }
  /** ...and has closed with this. */
  | { type: 'frame-cost'; cost: FrameCost }
  | { type: 'quality'; dpr: number; bloom: boolean };

/** One port of the bridge: a worker's `postMessage`, or a local channel on the main thread. */
export interface BridgePort<Outgoing, Incoming> {
  send(message: Outgoing, transfer?: Transferable[]): void;
  /** The one receiver; messages that arrived before it are handed over first, in order. */
  listen(receiver: (message: Incoming) => void): void;
}

export type PagePort = BridgePort<PageToScene, SceneToPage>;
export type ScenePort = BridgePort<SceneToPage, PageToScene>;

/** Holds messages until a receiver listens, then passes them straight through. */
export function createInbox<Message>(): {
  deliver(message: Message): void;
  listen(receiver: (message: Message) => void): void;
} {
  const waiting: Message[] = [];
  let current: ((message: Message) => void) | undefined;
  return {
    deliver(message) {
      if (current) current(message);
      else waiting.push(message);
    },
    listen(receiver) {
      current = receiver;
      for (const message of waiting.splice(0)) receiver(message);
    },
  };
}
