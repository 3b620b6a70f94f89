// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { useLayoutEffect, useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useReveal } from '@/hooks/useReveal';
import { preferReducedMotion } from '../../support/dom';

/**
 * An IntersectionObserver the test drives: a browser queues its reports and delivers them in a later
 * task, so a report computed before a focus change can still arrive after it, even after `disconnect()`.
 */
class ObserverDrivenByTest {
  static last: ObserverDrivenByTest | undefined;
  constructor(private readonly callback: IntersectionObserverCallback) {
    ObserverDrivenByTest.last = this;
  }
  observe() {}
  disconnect() {}
  report(top: number, isIntersecting: boolean) {
    const entry = {
      boundingClientRect: DOMRect.fromRect({ y: top, height: 300 }),
      isIntersecting,
    } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

/** `focusFirst`: the link takes the focus as the block mounts, before the reveal's effect runs. */
function Block({ focusFirst = false }: { focusFirst?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const linkRef = useRef<HTMLAnchorElement>(null);
  useLayoutEffect(() => {
    if (focusFirst) linkRef.current?.focus();
  }, [focusFirst]);
  useReveal(ref, 'rise');
  return (
    <div ref={ref} data-testid="block">
      <a ref={linkRef} href="#quote">
        A quote
      </a>
    </div>
  );
}

const below = () => window.innerHeight * 2;
const observer = () => ObserverDrivenByTest.last!;

describe('useReveal and focus', () => {
  beforeEach(() => {
    preferReducedMotion(false);
    vi.stubGlobal('IntersectionObserver', ObserverDrivenByTest);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('hides a block still ahead of the visitor until it scrolls in', () => {
    render(<Block />);
    observer().report(below(), false);
    expect(screen.getByTestId('block').dataset.reveal).toBe('rise waiting');
    observer().report(0, true);
    expect(screen.getByTestId('block').dataset.reveal).toBe('rise playing');
  });

  it('shows a hidden block the moment focus enters it, and does not play it afterwards', () => {
    render(<Block />);
    observer().report(below(), false);
    fireEvent.focusIn(screen.getByRole('link'));
    expect(screen.getByTestId('block').dataset.reveal).toBeUndefined();
    observer().report(0, true);
    expect(screen.getByTestId('block').dataset.reveal).toBeUndefined();
  });

  it('never hides a block focus entered before the first report arrived', () => {
    render(<Block />);
    fireEvent.focusIn(screen.getByRole('link'));
    observer().report(below(), false);
    expect(screen.getByTestId('block').dataset.reveal).toBeUndefined();
  });

  it('never hides a block that already holds the focus when its reveal is set up', () => {
    render(<Block focusFirst />);
    expect(screen.getByRole('link')).toBe(document.activeElement);
    observer().report(below(), false);
    expect(screen.getByTestId('block').dataset.reveal).toBeUndefined();
  });

  it('ends a fade under way when keyboard focus enters, and leaves an endless animation of the block running', () => {
    render(<Block />);
    observer().report(below(), false);
    observer().report(0, true);
    const block = screen.getByTestId('block');
    const fade = { transitionProperty: 'opacity', finish: vi.fn() };
    const endless = {
      animationName: 'glow',
      finish: vi.fn(() => {
        throw new DOMException('An animation of infinite duration cannot finish', 'InvalidStateError');
      }),
    };
    block.getAnimations = () => [fade, endless] as unknown as Animation[];
    screen.getByRole('link').focus();
    expect(fade.finish).toHaveBeenCalledOnce();
    expect(endless.finish).not.toHaveBeenCalled();
    expect(block.dataset.reveal).toBeUndefined();
  });
});
