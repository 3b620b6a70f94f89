import type { PageEnd } from '@/scene/protocol';
import { heroElement, measureLayout, photoFrame } from './measureLayout';

/**
 * Keeps the scene's copy of the page layout current: on scroll, resize and any size change of the
 * hero or the photo's row, measured at most once per frame (in the frame's animation-frame step,
 * right after its scroll events) and only while the hero is in view. When the hero leaves, one
 * last layout goes with the news so the stopped scene draws it where it went. Returns the stop function.
 */
export function feedLayout(end: PageEnd, heroInView: boolean): () => void {
  let inView = heroInView;
  let frame = 0;
  const send = () => {
    frame = 0;
    end.send({ type: 'layout', layout: measureLayout() });
  };
  const schedule = () => {
    if (inView && frame === 0) frame = requestAnimationFrame(send);
  };

  const hero = heroElement();
  const visibility = new IntersectionObserver((entries) => {
    const latest = entries.at(-1);
    if (!latest || latest.isIntersecting === inView) return;
    inView = latest.isIntersecting;
    if (!inView) {
      cancelAnimationFrame(frame);
      send();
    }
    end.send({ type: 'hero-in-view', inView });
    schedule();
  });
  if (hero) visibility.observe(hero);

  // Fonts arriving or the viewport changing move the photo without a scroll.
  const sizes = new ResizeObserver(schedule);
  if (hero) sizes.observe(hero);
  for (const sibling of photoFrame()?.parentElement?.children ?? []) sizes.observe(sibling);

  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
  return () => {
    cancelAnimationFrame(frame);
    visibility.disconnect();
    sizes.disconnect();
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
  };
}

/** Whether the hero is on screen now (the observer answers only later). */
export function heroOnScreen(): boolean {
  const rect = heroElement()?.getBoundingClientRect();
  return rect !== undefined && rect.bottom > 0 && rect.top < window.innerHeight;
}
