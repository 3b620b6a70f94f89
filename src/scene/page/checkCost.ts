import { costFigures, costVerdict, type SceneHost } from '@/scene/math/frameCost';
import { sceneParams } from '@/scene/params';
import type { SceneToPage } from '@/scene/protocol';
import { useAppStore } from '@/state/store';

/**
 * The measured half of declining (the renderer's name is the fast half): while the scene measures
 * its first animated frames, the page counts its own animation frames (the display's rate as this
 * page gets it); when the scene's figures arrive, a scene over budget is declined, with one warning
 * saying why. `<html data-scene-cost>` shows the figures. Returns the message handler and the stop.
 */
export function checkCost(host: SceneHost): { onMessage: (message: SceneToPage) => void; stop: () => void } {
  let counting: { frames: number; start: number; request: number } | undefined;
  const count = () => {
    if (!counting) return;
    counting.frames += 1;
    counting.request = requestAnimationFrame(count);
  };
  const stop = () => {
    if (counting) cancelAnimationFrame(counting.request);
    counting = undefined;
  };
  return {
    stop,
    onMessage(message) {
      if (message.type === 'cost-window') {
        stop();
        if (message.open) counting = { frames: 0, start: performance.now(), request: requestAnimationFrame(count) };
      } else if (message.type === 'frame-cost' && counting) {
        const displayRate = (counting.frames * 1000) / Math.max(1, performance.now() - counting.start);
        stop();
        const { cost } = message;
        const { perFrame, rate } = costFigures(cost);
        document.documentElement.dataset.sceneCost = `${host}: ${perFrame.toFixed(1)} ms/frame, ${rate.toFixed(1)} of ${displayRate.toFixed(1)} frames/s`;
        const reason = costVerdict(cost, displayRate, host, sceneParams.cost);
        if (reason) useAppStore.getState().declineScene(`the scene costs this machine too much: ${reason}`);
      }
    },
  };
}
