import { useEffect } from 'react';
import type { SectionId } from '@/content/types';
import { useAppStore } from '@/state/store';
import { pickActiveSection } from './activeSection';

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
      if (!atTopWithoutHash && window.location.hash !== `#${id}`) window.history.replaceState(null, '', `#${id}`);
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
