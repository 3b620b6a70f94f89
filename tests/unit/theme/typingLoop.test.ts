import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { typingLoop } from '@/motion/typingLoop';
import { typingScript } from '@/motion/typingScript';

// One loop: hold 1 s, delete "B" then "A" (50 ms each), pause 200 ms, type "C" (100 ms), then back.
const script = typingScript(['AB', 'C'], { typeMs: 100, deleteMs: 50, holdMs: 1000, emptyMs: 200 });

describe('typingLoop', () => {
  let written: string[];
  const write = (text: string) => written.push(text);
  const now = () => Date.now();

  beforeEach(() => {
    vi.useFakeTimers();
    written = [];
  });
  afterEach(() => vi.useRealTimers());

  it('writes each frame at its time and nothing before', () => {
    typingLoop(script, write, now).play();
    vi.advanceTimersByTime(1049);
    expect(written).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(written).toEqual(['A']);
    vi.advanceTimersByTime(50);
    expect(written).toEqual(['A', '']);
  });

  it('loops back to the first title and starts the next pass on time', () => {
    typingLoop(script, write, now).play();
    vi.advanceTimersByTime(script.duration * 1000);
    expect(written).toEqual(['A', '', 'C', '', 'A', 'AB']);
    vi.advanceTimersByTime(1050);
    expect(written.at(-1)).toBe('A');
    expect(written).toHaveLength(7);
  });

  it('writes nothing while paused and resumes where it stopped', () => {
    const loop = typingLoop(script, write, now);
    loop.play();
    vi.advanceTimersByTime(1000);
    loop.pause();
    vi.advanceTimersByTime(10_000);
    expect(written).toEqual([]);
    loop.play();
    vi.advanceTimersByTime(49);
    expect(written).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(written).toEqual(['A']);
  });

  it('keeps to the schedule when a timer fires late', () => {
    let lateBy = 0;
    typingLoop(script, write, () => Date.now() + lateBy).play();
    vi.advanceTimersByTime(1049);
    // The tab was busy: the first keystroke's timer runs 40 ms late; the next one still comes at 1100.
    lateBy = 40;
    vi.advanceTimersByTime(1);
    expect(written).toEqual(['A']);
    vi.advanceTimersByTime(9);
    expect(written).toEqual(['A']);
    vi.advanceTimersByTime(1);
    expect(written).toEqual(['A', '']);
  });

  it('sets no timer for a script without frames', () => {
    typingLoop(typingScript(['Only'], { typeMs: 1, deleteMs: 1, holdMs: 1, emptyMs: 1 }), write, now).play();
    expect(vi.getTimerCount(), 'timers left waiting').toBe(0);
  });
});
