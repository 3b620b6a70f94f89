// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { glideTo } from '@/ui/carouselScroll';

/** A scroller whose smooth scroll the test drives: `scrollTo` only records where it was asked to go. */
function scroller() {
  const element = document.createElement('div');
  let left = 0;
  Object.defineProperty(element, 'scrollLeft', { get: () => left, set: (value: number) => void (left = value) });
  element.scrollTo = vi.fn() as typeof element.scrollTo;
  const moveTo = (value: number) => {
    left = value;
    element.dispatchEvent(new Event('scroll'));
  };
  /** Moves without an event yet: the compositor scrolls on while the page's thread is stalled. */
  const moveSilently = (value: number) => void (left = value);
  return { element, moveTo, moveSilently, end: () => element.dispatchEvent(new Event('scrollend')) };
}

describe('a carousel glide', () => {
  beforeEach(() =>
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] }),
  );
  afterEach(() => vi.useRealTimers());

  it('is not over before the scroller has moved, however late its first scroll event comes (a busy page)', () => {
    const { element, moveTo, end } = scroller();
    const settled = vi.fn();
    glideTo(element, 360, false, settled);
    vi.advanceTimersByTime(5000);
    expect(settled, 'settled while the scroller still sat where it started').not.toHaveBeenCalled();
    moveTo(180);
    moveTo(360);
    end();
    expect(settled).toHaveBeenCalledOnce();
  });

  it('is not over while the scroller moves on, however late its scroll events come (a stalled page)', () => {
    const { element, moveTo, moveSilently, end } = scroller();
    const settled = vi.fn();
    glideTo(element, 360, false, settled);
    moveTo(20);
    for (let left = 30; left < 360; left += 10) {
      moveSilently(left);
      vi.advanceTimersByTime(100);
    }
    expect(settled, 'settled mid-way while the scroller was still moving').not.toHaveBeenCalled();
    moveTo(360);
    end();
    expect(settled).toHaveBeenCalledOnce();
  });

  it('is not over when the whole page stalled mid-way: in the frames after its quiet while the glide moves on', () => {
    const { element, moveTo, moveSilently, end } = scroller();
    const settled = vi.fn();
    glideTo(element, 360, false, settled);
    moveTo(120);
    vi.advanceTimersToNextTimer();
    moveSilently(300);
    vi.advanceTimersByTime(100);
    expect(settled, 'settled where the stall caught the glide').not.toHaveBeenCalled();
    moveTo(360);
    end();
    expect(settled).toHaveBeenCalledOnce();
  });

  it('is over once a scroll the visitor caught on the way has been quiet a while', () => {
    const { element, moveTo } = scroller();
    const settled = vi.fn();
    glideTo(element, 360, false, settled);
    moveTo(120);
    vi.advanceTimersByTime(5000);
    expect(settled).toHaveBeenCalledOnce();
  });

  it('is over after a quiet while when the scroller is already where it should go', () => {
    const { element } = scroller();
    const settled = vi.fn();
    glideTo(element, 0, false, settled);
    vi.advanceTimersByTime(5000);
    expect(settled).toHaveBeenCalledOnce();
  });
});
