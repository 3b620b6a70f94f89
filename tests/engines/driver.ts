/**
 * The little a visitor journey needs from a browser, so each journey is written once and run by an
 * adapter per driver (puppeteer-core over WebDriver BiDi for Firefox, WebdriverIO over classic
 * WebDriver for WebKitGTK). Sizes and coordinates are CSS pixels of the viewport.
 */
export interface EnginePage {
  /** Loads the address afresh (even when only its hash differs from the page's) and returns once `load` has fired. */
  goto(url: string): Promise<void>;
  /**
   * Runs `fn` in the page and returns its (awaited) result. The function is sent as source text: it
   * may use only its arguments and the page's globals, never a value of the test's module.
   */
  evaluate<Result, Args extends unknown[]>(
    fn: (...args: Args) => Result | Promise<Result>,
    ...args: Args
  ): Promise<Awaited<Result>>;
  /** A real pointer click in the middle of the first element `selector` matches, scrolled into view and once it has stopped moving. */
  click(selector: string): Promise<void>;
  /** Replaces the text of a field by typing `text` into it, key by key. */
  fill(selector: string, text: string): Promise<void>;
  /** Presses and releases one key on the focused element. */
  press(key: Key): Promise<void>;
  /** Gives the page a viewport of this size. */
  resize(width: number, height: number): Promise<void>;
  /** What the screen shows in the viewport now, as PNG. */
  screenshot(): Promise<Buffer>;
  /**
   * Uncaught errors and console errors the page reported since `goto`. Where the driver has no
   * console channel, a hook installed after `load` collects them (earlier ones go unseen).
   */
  problems(): Promise<string[]>;
}

export type Key = 'Escape' | 'Tab' | 'End' | 'Home' | '/';

/** How a browser is started: each variant is its own session, because each is a browser setting. */
export interface LaunchOptions {
  /** The operating system asks for reduced motion (`prefers-reduced-motion: reduce`). */
  reducedMotion?: boolean;
  /** WebGL is turned off in the browser, as on a machine or policy without it. */
  webgl?: boolean;
}

export interface EngineSession {
  page: EnginePage;
  close(): Promise<void>;
}

/** Where this engine's page runs the 3D scene: in its worker, or in the main-thread fallback. */
export type SceneHost = 'worker' | 'page';

export interface Engine {
  /** Short id, as in `npm run test:<id>`. */
  id: 'firefox' | 'webkit';
  name: string;
  /** The host the scene runs in for this engine (WebGL 2 on an OffscreenCanvas in a worker, or not). */
  sceneHost: SceneHost;
  /** The narrowest viewport its window can have, CSS px. */
  narrowestViewport: number;
  /** Why this machine cannot run the engine, with how to install it; undefined when it can. */
  missing(): string | undefined;
  /** Starts a browser session with these settings on `display` (an X server); `version` as the browser reports it. */
  launch(display: string, options?: LaunchOptions): Promise<EngineSession & { version: string }>;
}
