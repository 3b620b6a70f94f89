import type { HeroView, PagePort, PageLayout } from '@/scene/protocol';
import { heroElement, measureLayout, photoFrame } from './measureLayout';

/**
 * Keeps the scene's copy of the page layout current: on scroll, resize and any size change of the
 * hero or the photo's row, measured at most once per frame (in the frame's animation-frame step,
 * right after its scroll events) and only while the hero is in view. Each time the hero leaves or
 * comes back, the fresh layout goes first (the stopped scene draws the hero where it went), then
 * `heroChanged` hears the news before the scene does, then the scene. A measurement that finds the
 * hero gone reports it in that same frame, before it is painted; the observer reports the rest (the
 * hero coming back, and leaves no scroll event announced). Returns the stop function.
 */
export function feedLayout(port: PagePort, initial: HeroView, heroChanged: (view: HeroView) => void): () => void {
  let view = initial;
  // What the observer said last: measuring goes on while it still sees the hero, so that a leave
  // found by measuring is taken back by measuring if the hero returns before the observer noticed.
  let observed = initial.inView;
  let frame = 0;
  const sendLayout = (layout: PageLayout) => port.send({ type: 'layout', layout });
  const report = (inView: boolean, layout: PageLayout) => {
    view = { inView, number: view.number + 1 };
    sendLayout(layout);
    heroChanged(view);
    port.send({ type: 'hero-in-view', view });
  };
  const measure = () => {
    frame = 0;
    const layout = measureLayout();
    const inView = heroInViewport(layout);
    if (inView !== view.inView) report(inView, layout);
    else if (inView) sendLayout(layout);
  };
  const schedule = () => {
    if ((view.inView || observed) && frame === 0) frame = requestAnimationFrame(measure);
  };

  const hero = heroElement();
  const visibility = new IntersectionObserver((entries) => {
    const latest = entries.at(-1);
    if (!latest) return;
    observed = latest.isIntersecting;
    if (observed !== view.inView) {
      cancelAnimationFrame(frame);
      frame = 0;
      report(observed, measureLayout());
    }
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

/** Whether any of the hero is inside the viewport in this layout. */
export function heroInViewport({ hero, viewport }: PageLayout): boolean {
  return hero !== null && hero.top + hero.height > 0 && hero.top < viewport.height;
}
