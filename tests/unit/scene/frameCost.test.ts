import { describe, expect, it } from 'vitest';
import { costVerdict, createCostWindow, type FrameCost } from '@/scene/math/frameCost';
import { sceneParams } from '@/scene/params';

const budget = sceneParams.cost;
const displayRate = 60;

/** A window of `frames` frames spread evenly over one budget window, each taking `msEach` of the thread. */
const windowOf = (frames: number, msEach: number): FrameCost => ({
  frames,
  spanMs: budget.windowMs,
  busyMs: frames * msEach,
});
/** Frames in one window at `share` of the display's rate. */
const framesAt = (share: number) => Math.round((share * displayRate * budget.windowMs) / 1000);

describe('declining by measured cost', () => {
  it('keeps a scene on the page thread within its budget, and declines one over it, saying by how much', () => {
    const frames = framesAt(1);
    expect(costVerdict(windowOf(frames, budget.mainThreadMsPerFrame * 0.9), displayRate, 'page', budget)).toBeNull();
    const reason = costVerdict(windowOf(frames, budget.mainThreadMsPerFrame * 1.5), displayRate, 'page', budget);
    expect(reason).toContain(`${budget.mainThreadMsPerFrame} ms budget`);
  });

  it("does not count a worker's own thread time against the page", () => {
    expect(
      costVerdict(windowOf(framesAt(1), budget.mainThreadMsPerFrame * 10), displayRate, 'worker', budget),
    ).toBeNull();
  });

  it.each(['worker', 'page'] as const)(
    'declines a scene in the %s that draws far fewer frames than the display shows',
    (host) => {
      expect(costVerdict(windowOf(framesAt(budget.minRateShare * 1.2), 0), displayRate, host, budget)).toBeNull();
      expect(costVerdict(windowOf(framesAt(budget.minRateShare * 0.8), 0), displayRate, host, budget)).toMatch(
        /frames\/s/,
      );
    },
  );

  it('a display capped at half its rate (Low Power Mode) does not make a scene that keeps up with it too slow', () => {
    expect(costVerdict(windowOf(framesAt(0.5), 0), displayRate / 2, 'worker', budget)).toBeNull();
  });
});

describe('the cost window', () => {
  /** Feeds `count` frames `stepMs` apart from `from`, each taking `busyMs`; returns every answer. */
  const feed = (
    costWindow: ReturnType<typeof createCostWindow>,
    count: number,
    stepMs: number,
    busyMs: number,
    from = 0,
  ) => Array.from({ length: count }, (_, index) => costWindow.frame(busyMs, from + (index + 1) * stepMs));

  it('leaves out the warm-up, then measures the frames of one window and stops', () => {
    const costWindow = createCostWindow(budget);
    const stepMs = 1000 / displayRate;
    const answers = feed(costWindow, budget.warmupFrames + framesAt(1) + 30, stepMs, 2);
    expect(answers.indexOf('opened')).toBe(budget.warmupFrames - 1);
    const costs = answers.filter((answer): answer is FrameCost => typeof answer === 'object');
    expect(costs).toHaveLength(1);
    expect(costs[0]!.spanMs).toBeGreaterThanOrEqual(budget.windowMs);
    expect(costs[0]!.busyMs / costs[0]!.frames).toBe(2);
    expect(Math.abs(costs[0]!.frames - framesAt(1))).toBeLessThanOrEqual(1);
  });

  it('starts over, warm-up included, when the loop stops before the window closes', () => {
    const costWindow = createCostWindow(budget);
    feed(costWindow, budget.warmupFrames + 3, 16, 1);
    expect(costWindow.pause(), 'an open window was cut short').toBe(true);
    expect(costWindow.pause(), 'no window open').toBe(false);
    const answers = feed(costWindow, budget.warmupFrames, 16, 1, 10_000);
    expect(answers.at(-1)).toBe('opened');
  });
});
