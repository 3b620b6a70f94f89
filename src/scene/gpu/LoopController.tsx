import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { forgetPresentedFrames } from './presentation';
import { report } from './report';
import { selectFrameloop, useSceneInputs } from './sceneInputs';
import { answerStillFrameRequests, requestStillFrame } from './stillFrame';

/**
 * The only code that sets R3F's frameloop: `always` or `never` from what the page reports (page
 * visible, hero in view) and whether the context is lost. Whenever the loop is stopped it draws one
 * frame of the current state — the first frame when it starts stopped, or an empty hero once it has
 * scrolled away — and redraws it when the layout, the photo or the params change.
 */
export function LoopController() {
  const setFrameloop = useThree((state) => state.setFrameloop);
  const advance = useThree((state) => state.advance);
  const canvas = useThree((state) => state.gl.domElement);
  const size = useThree((state) => state.size);

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
    const stopAnswering = answerStillFrameRequests(() => {
      const inputs = useSceneInputs.getState();
      if (selectFrameloop(inputs) === 'never' && inputs.heroInView) drawStill();
    });

    apply();
    const unsubscribe = useSceneInputs.subscribe((inputs, previous) => {
      const changed =
        inputs.pageVisible !== previous.pageVisible || inputs.heroInView !== previous.heroInView || inputs.contextLost !== previous.contextLost;
      if (changed) apply();
    });
    return () => {
      unsubscribe();
      stopAnswering();
      setFrameloop('never');
    };
  }, [advance, setFrameloop]);

  // A resize clears the canvas: a stopped loop draws its still frame again at the new size.
  useEffect(() => requestStillFrame(), [size]);

  return null;
}
