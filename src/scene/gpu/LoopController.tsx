import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { selectFrameloop } from '@/state/sceneSlice';
import { useAppStore } from '@/state/store';
import { reducedMotionQuery } from '@/theme/breakpoints';
import { heroElement, measurePage, photoFrame } from './pageLayout';
import { trackPointer } from './pointer';
import { answerStillFrameRequests, requestStillFrame } from './stillFrame';

/**
 * The only code that sets R3F's frameloop. It keeps the store's loop inputs current (page
 * visibility, hero in view, reduced motion, context lost) and maps them to `always` or `never`.
 * Whenever the loop is stopped it draws one frame of the current state — the still field under
 * reduced motion, or an empty hero once it has scrolled away — and, under reduced motion, redraws
 * on scroll and resize only.
 */
export function LoopController() {
  const setFrameloop = useThree((state) => state.setFrameloop);
  const advance = useThree((state) => state.advance);
  const canvas = useThree((state) => state.gl.domElement);
  const size = useThree((state) => state.size);

  useEffect(() => {
    const { setLoopInputs, setPhotoOnScreen } = useAppStore.getState();
    const motion = window.matchMedia(reducedMotionQuery);
    const onVisibility = () => setLoopInputs({ pageVisible: document.visibilityState === 'visible' });
    const onMotion = () => setLoopInputs({ reducedMotion: motion.matches });
    const onLost = () => {
      setLoopInputs({ contextLost: true });
      setPhotoOnScreen(false);
    };
    const onRestored = () => setLoopInputs({ contextLost: false });
    const hero = heroElement();
    const observer = new IntersectionObserver((entries) => {
      const latest = entries.at(-1);
      if (latest) setLoopInputs({ heroInView: latest.isIntersecting });
    });
    if (hero) observer.observe(hero);

    onVisibility();
    onMotion();
    document.addEventListener('visibilitychange', onVisibility);
    motion.addEventListener('change', onMotion);
    canvas.addEventListener('webglcontextlost', onLost);
    canvas.addEventListener('webglcontextrestored', onRestored);
    const stopPointer = trackPointer();
    return () => {
      observer.disconnect();
      document.removeEventListener('visibilitychange', onVisibility);
      motion.removeEventListener('change', onMotion);
      canvas.removeEventListener('webglcontextlost', onLost);
      canvas.removeEventListener('webglcontextrestored', onRestored);
      stopPointer();
    };
  }, [canvas]);

  useEffect(() => {
    const drawStill = () => {
      const state = useAppStore.getState();
      if (state.contextLost || !state.pageVisible) return;
      measurePage();
      advance(performance.now());
    };
    const apply = () => {
      const frameloop = selectFrameloop(useAppStore.getState());
      setFrameloop(frameloop);
      if (frameloop === 'never') drawStill();
    };
    const onLayoutChange = () => {
      if (selectFrameloop(useAppStore.getState()) === 'never' && useAppStore.getState().heroInView) drawStill();
    };
    const stopAnswering = answerStillFrameRequests(onLayoutChange);
    // Anything that moves the photo or resizes the hero (fonts arriving, say) redraws a still frame.
    const layout = new ResizeObserver(onLayoutChange);
    const hero = heroElement();
    if (hero) layout.observe(hero);
    for (const sibling of photoFrame()?.parentElement?.children ?? []) layout.observe(sibling);

    apply();
    const unsubscribe = useAppStore.subscribe((state, previous) => {
      const changed =
        state.pageVisible !== previous.pageVisible ||
        state.heroInView !== previous.heroInView ||
        state.reducedMotion !== previous.reducedMotion ||
        state.contextLost !== previous.contextLost;
      if (changed) apply();
    });
    window.addEventListener('scroll', onLayoutChange, { passive: true });
    return () => {
      unsubscribe();
      stopAnswering();
      layout.disconnect();
      window.removeEventListener('scroll', onLayoutChange);
      setFrameloop('never');
    };
  }, [advance, setFrameloop]);

  // A resize clears the canvas: a stopped loop draws its still frame again at the new size.
  useEffect(() => requestStillFrame(), [size]);

  return null;
}
