import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { forgetPresentedFrames } from './presentation';
import { report } from './report';
import { selectFrameloop, useSceneInputs } from './sceneInputs';

/**
 * The only code that sets R3F's frameloop: `always` or `never` from what the page reports (page
 * visible, hero in view) and whether the context is lost. Whenever the loop stops, or starts
 * stopped, it draws one frame of the current state (the field where the hero went once it has
 * scrolled away), unless the page is hidden or the context lost.
 */
export function LoopController() {
  const setFrameloop = useThree((state) => state.setFrameloop);
  const advance = useThree((state) => state.advance);
  const canvas = useThree((state) => state.gl.domElement);

  useEffect(() => {
    const onLost = () => {
      useSceneInputs.setState({ contextLost: true });
      forgetPresentedFrames();
      report({ type: 'context-lost' });
    };
    const onRestored = () => {
      useSceneInputs.setState({ contextLost: false });
      report({ type: 'context-restored' });
    };
    canvas.addEventListener('webglcontextlost', onLost);
    canvas.addEventListener('webglcontextrestored', onRestored);
    return () => {
      canvas.removeEventListener('webglcontextlost', onLost);
      canvas.removeEventListener('webglcontextrestored', onRestored);
    };
  }, [canvas]);

  useEffect(() => {
    const drawStill = () => {
      const inputs = useSceneInputs.getState();
      if (inputs.contextLost || !inputs.pageVisible) return;
      advance(performance.now());
    };
    const apply = () => {
      const frameloop = selectFrameloop(useSceneInputs.getState());
      setFrameloop(frameloop);
      if (frameloop === 'never') drawStill();
    };

    apply();
    const unsubscribe = useSceneInputs.subscribe((inputs, previous) => {
      const changed =
        inputs.pageVisible !== previous.pageVisible ||
        inputs.heroInView !== previous.heroInView ||
        inputs.contextLost !== previous.contextLost;
      if (changed) apply();
    });
    return () => {
      unsubscribe();
      setFrameloop('never');
    };
  }, [advance, setFrameloop]);

  return null;
}
