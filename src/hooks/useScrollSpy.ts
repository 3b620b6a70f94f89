import { useEffect } from 'react';
import type { SectionId } from '@/content/types';
import { useAppStore } from '@/state/store';

/** Where a section counts as "in view": its top has passed this share of the viewport height. */
export const SPY_LINE = 0.3;

interface SectionBox {
  id: string;
  top: number;
}

/**
 * The section a visitor is reading: the last one whose top has passed the spy line, or, once the
 * page cannot scroll further, the last one whose top is on screen (a short final section never
 * reaches the line).
 */
export function pickActiveSection(
  sections: readonly SectionBox[],
  viewportHeight: number,
  atBottom: boolean,
): string | undefined {
  const line = viewportHeight * SPY_LINE;
  const passed = sections.filter((section) => section.top <= line);
  if (atBottom) {
    const onScreen = sections.filter((section) => section.top < viewportHeight);
    return onScreen[onScreen.length - 1]?.id ?? sections[0]?.id;
  }
  return passed[passed.length - 1]?.id ?? sections[0]?.id;
}

/** True when the URL's hash names the section or a place inside it (a project's card): that address is kept. */
function hashPointsInto(sectionId: string): boolean {
  const named = document.getElementById(window.location.hash.slice(1));
  return named !== null && (document.getElementById(sectionId)?.contains(named) ?? false);
}

/**
 * Marks the section in view as active (once per animation frame while scrolling, never otherwise)
 * and keeps the URL hash in step without adding history entries.
 */
export function useScrollSpy(ids: readonly SectionId[]): void {
  const setActiveSection = useAppStore((state) => state.setActiveSection);

  useEffect(() => {
    const sections = ids.map((id) => document.getElementById(id)).filter((el): el is HTMLElement => el !== null);
    let frame = 0;

    const update = () => {
      frame = 0;
      const root = document.documentElement;
      const atBottom = window.scrollY + window.innerHeight >= root.scrollHeight - 2;
      const boxes = sections.map((section) => ({ id: section.id, top: section.getBoundingClientRect().top }));
      const id = pickActiveSection(boxes, window.innerHeight, atBottom) as SectionId | undefined;
      if (!id) return;
      setActiveSection(id);
      const atTopWithoutHash = id === 'home' && window.location.hash === '';
      if (!atTopWithoutHash && !hashPointsInto(id)) window.history.replaceState(null, '', `#${id}`);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };

    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [ids, setActiveSection]);
}
