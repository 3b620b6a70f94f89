import {
  Suspense,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import { useHydrated } from '@/hooks/useHydrated';
import { useReducedMotion } from '@/hooks/useReducedMotion';
import { formatMessage } from '@/language/formatMessage';
import { useContent, usePageLanguage } from '@/language/LanguageContext';
import { motionUnavailable } from '@/motion/loadGsap';
import { nearestIndex, shownIndex, snapIndex } from '@/motion/snap';
import { clamp } from '@/scene/math/clamp';
import { glideTo, measureRests } from './carouselScroll';
import { inlineDirection, readInlineScroll, scrollToInline, travelTowardsEnd } from './inlineScroll';
import type { DragUpdate } from './CarouselDrag';
import { lazyWithRetry } from './lazyWithRetry';
import styles from './Carousel.module.css';

/** Drag and swipe, fetched once more if it fails; without it the scroller still scrolls natively. */
const CarouselDrag = lazyWithRetry(
  () => import('./CarouselDrag'),
  (error) => {
    motionUnavailable(error);
    return { default: () => null };
  },
);

interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  slideCount: number;
  /** The scroller, rendered by the caller among `children`; its element children are the slides. */
  viewportRef: RefObject<HTMLElement | null>;
  /** False renders a plain wrapper (no carousel semantics, keys or drag) with hidden controls. */
  active?: boolean;
  className?: string;
  controlsClassName?: string;
  ref?: Ref<HTMLDivElement>;
  children: ReactNode;
}

function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d={direction === 'previous' ? 'M10.5 2.5 5 8l5.5 5.5' : 'M5.5 2.5 11 8l-5.5 5.5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

/**
 * A horizontal carousel on a native scroll-snap scroller, so focus, find-in-page and assistive tech
 * reach every slide the ordinary way. On top: previous/next buttons, dots, arrow keys (and Home/End)
 * anywhere inside, and mouse drag / touch swipe that snap by distance and flick speed. Slides move by
 * the browser's own smooth scroll (instant under reduced motion), so no animation frame is ours.
 */
export function Carousel({
  label,
  slideCount,
  viewportRef,
  active = true,
  className,
  controlsClassName,
  ref,
  children,
}: CarouselProps) {
  const { interfaceText } = useContent();
  const { lang } = usePageLanguage();
  const [index, setIndex] = useState(0);
  const hydrated = useHydrated();
  const reduced = useReducedMotion();
  const dragStart = useRef(0);
  const cancelSettle = useRef<() => void>(() => {});
  /** True while we move the scroller ourselves: its passing positions are not the visitor's choice. */
  const steering = useRef(false);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || !active) return;
    const syncIndex = () => {
      if (!steering.current)
        setIndex((current) => shownIndex(measureRests(viewport), readInlineScroll(viewport), current));
    };
    // Images and links drag natively with the mouse; that would cancel our drag.
    const preventNativeDrag = (event: Event) => event.preventDefault();
    syncIndex();
    viewport.addEventListener('scroll', syncIndex, { passive: true });
    viewport.addEventListener('dragstart', preventNativeDrag);
    return () => {
      cancelSettle.current();
      steering.current = false;
      viewport.removeEventListener('scroll', syncIndex);
      viewport.removeEventListener('dragstart', preventNativeDrag);
    };
  }, [viewportRef, active]);

  const scrollToSlide = (viewport: HTMLElement, target: number, positions: readonly number[]) => {
    const clamped = clamp(target, 0, positions.length - 1);
    setIndex(clamped);
    steering.current = true;
    cancelSettle.current();
    cancelSettle.current = glideTo(viewport, positions[clamped] ?? 0, reduced, () => {
      steering.current = false;
      setIndex((current) => shownIndex(measureRests(viewport), readInlineScroll(viewport), current));
    });
  };

  const goTo = (target: number) => {
    const viewport = viewportRef.current;
    if (viewport) scrollToSlide(viewport, target, measureRests(viewport));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const viewport = viewportRef.current;
    const [towardsLeft, towardsRight] =
      viewport && inlineDirection(viewport) === 'rtl' ? [index + 1, index - 1] : [index - 1, index + 1];
    const targets: Partial<Record<string, number>> = {
      ArrowLeft: towardsLeft,
      ArrowRight: towardsRight,
      Home: 0,
      End: slideCount - 1,
    };
    const target = targets[event.key];
    if (target === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    goTo(target);
  };

  const onDrag = ({ first, last, tap, offset: travelRight, velocity: speedRight }: DragUpdate) => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const direction = inlineDirection(viewport);
    const offset = travelTowardsEnd(travelRight, direction);
    if (first) {
      cancelSettle.current();
      steering.current = true;
      dragStart.current = readInlineScroll(viewport, direction);
      viewport.toggleAttribute('data-dragging', true);
      window.getSelection()?.removeAllRanges();
    }
    if (!last) {
      scrollToInline(viewport, dragStart.current - offset, 'instant');
      return;
    }
    const positions = measureRests(viewport);
    const start = dragStart.current;
    const velocity = travelTowardsEnd(speedRight, direction);
    scrollToSlide(
      viewport,
      tap ? nearestIndex(positions, start) : snapIndex({ positions, start, offset, velocity }),
      positions,
    );
  };

  return (
    <div
      ref={ref}
      className={[styles.carousel, className].filter(Boolean).join(' ')}
      role={active ? 'region' : undefined}
      aria-roledescription={active ? 'carousel' : undefined}
      aria-label={active ? label : undefined}
      onKeyDown={active ? onKeyDown : undefined}
    >
      {children}
      {hydrated && active && (
        <Suspense fallback={null}>
          <CarouselDrag target={viewportRef} onDrag={onDrag} />
        </Suspense>
      )}
      <div
        className={[styles.controls, controlsClassName].filter(Boolean).join(' ')}
        data-ready={hydrated || undefined}
      >
        <button
          type="button"
          className={styles.arrow}
          aria-label={interfaceText.carousel.previous}
          aria-disabled={index === 0}
          onClick={() => goTo(index - 1)}
        >
          <Chevron direction="previous" />
        </button>
        <div className={styles.dots} role="group" aria-label={interfaceText.carousel.choose}>
          {Array.from({ length: slideCount }, (_, dot) => (
            <button
              key={dot}
              type="button"
              className={styles.dot}
              aria-label={formatMessage(interfaceText.carousel.slide, { number: dot + 1 }, lang)}
              aria-current={dot === index || undefined}
              onClick={() => goTo(dot)}
            />
          ))}
        </div>
        <button
          type="button"
          className={styles.arrow}
          aria-label={interfaceText.carousel.next}
          aria-disabled={index === slideCount - 1}
          onClick={() => goTo(index + 1)}
        >
          <Chevron direction="next" />
        </button>
      </div>
    </div>
  );
}
