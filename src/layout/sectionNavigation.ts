import type { SectionId } from '@/content/types';
import { reducedMotionQuery } from '@/theme/breakpoints';

/**
 * Scrolls to a section (smoothly unless reduced motion is asked for), puts its anchor in the URL
 * and moves keyboard focus there, so the next Tab continues inside that section.
 */
export function navigateToSection(id: SectionId): void {
  const target = document.getElementById(id);
  if (!target) return;
  const smooth = !window.matchMedia(reducedMotionQuery).matches;
  if (id === 'home') window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'instant' });
  else target.scrollIntoView({ behavior: smooth ? 'smooth' : 'instant', block: 'start' });
  if (window.location.hash !== `#${id}`) window.history.pushState(null, '', `#${id}`);
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
