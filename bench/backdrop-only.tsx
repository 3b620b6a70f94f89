// Our backdrop alone: the real scene (field and tilting photo) over a bare page holding only the
// hero box and the photo, the same kind of page the tsParticles variant runs on. The site's own
// page adds its DOM's costs (hit testing, React's event handling, the typing title) on top.
import { mountBackdrop } from '@/scene/page/mountBackdrop';
import { useAppStore } from '@/state/store';
import '@/theme/global.css';

mountBackdrop();
const unsubscribe = useAppStore.subscribe((state) => {
  if (!state.photoOnScreen) return;
  unsubscribe();
  document.querySelector<HTMLElement>('[data-hero-photo]')?.style.setProperty('opacity', '0');
  document.body.setAttribute('data-bench-ready', '');
});
