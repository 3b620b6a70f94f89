/**
 * Whether the scene costs this machine too much, measured on its first animated frames rather than
 * read from the renderer's name (a browser may mask it: WebKit says "Apple GPU" on llvmpipe).
 */
export interface CostBudget {
  /** Frames left out at the start (shader compiles, first uploads). */
  warmupFrames: number;
  /** How long the measured window lasts once the warm-up is over, ms. */
  windowMs: number;
  /** The most main-thread time one frame may take where the scene draws on the page's thread, ms. */
  mainThreadMsPerFrame: number;
  /** The least share of the display's frame rate the scene must reach (0..1). */
  minRateShare: number;
}

/** What a window measured: the scene's frames and the thread time they took, over `spanMs`. */
export interface FrameCost {
  frames: number;
  spanMs: number;
  busyMs: number;
}

/** Where the scene draws: in its worker, or on the page's own thread (the fallback). */
export type SceneHost = 'worker' | 'page';

/** A window's thread time per frame (ms) and its frame rate (frames/s). */
export function costFigures(cost: FrameCost): { perFrame: number; rate: number } {
  return { perFrame: cost.busyMs / Math.max(1, cost.frames), rate: (cost.frames * 1000) / Math.max(1, cost.spanMs) };
}

/** The display's frame rate over the same window, frames/s, as the page's own animation frames counted it. */
export function costVerdict(cost: FrameCost, displayRate: number, host: SceneHost, budget: CostBudget): string | null {
  const { perFrame, rate } = costFigures(cost);
  if (host === 'page' && perFrame > budget.mainThreadMsPerFrame) {
    return `its frames took ${perFrame.toFixed(1)} ms of the page's thread each, over the ${budget.mainThreadMsPerFrame} ms budget`;
  }
  if (rate < budget.minRateShare * displayRate) {
    return `it drew ${rate.toFixed(0)} frames/s where the display shows ${displayRate.toFixed(0)}, under the ${Math.round(budget.minRateShare * 100)} % floor`;
  }
  return null;
}

/**
 * Collects one window of animated frames: `frame` with each frame's thread time and its end time
 * answers `opened` when the window starts (after the warm-up), the finished cost when it ends, and
 * nothing otherwise; `pause` (the loop stopped) starts the warm-up again, and says whether it cut an
 * open window short. After one window it is done.
 */
export function createCostWindow(budget: CostBudget) {
  let warmup = budget.warmupFrames;
  let start = 0;
  let cost: FrameCost | undefined;
  let done = false;
  return {
    frame(busyMs: number, now: number): 'opened' | FrameCost | undefined {
      if (done) return undefined;
      if (warmup > 0) {
        warmup -= 1;
        if (warmup > 0) return undefined;
        start = now;
        cost = { frames: 0, spanMs: 0, busyMs: 0 };
        return 'opened';
      }
      if (!cost) return undefined;
      cost.frames += 1;
      cost.busyMs += busyMs;
      cost.spanMs = now - start;
      if (cost.spanMs < budget.windowMs) return undefined;
      done = true;
      return cost;
    },
    pause(): boolean {
      const wasOpen = !done && cost !== undefined;
      if (!done) warmup = budget.warmupFrames;
      cost = undefined;
      return wasOpen;
    },
  };
}
