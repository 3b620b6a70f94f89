import { afterFirstPaint } from '@/services/afterFirstPaint';
import { loadWithRetry } from '@/services/loadWithRetry';
import { whenMotionAllowed, whenMotionReduced } from '@/services/whenMotionAllowed';
import { useAppStore } from '@/state/store';
import { createSceneSession, type SceneSession } from './sceneSession';
import { publishSceneStatus } from './sceneStatus';
import { failUnlessEnded } from './failUnlessEnded';

function whenIdle(callback: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback, { timeout: 2000 });
  else setTimeout(callback, 200);
}

/**
 * Starts the scene once the page has painted, finished loading and the browser is idle (by
 * then React has hydrated every section, so the scene's start never competes with it), and
 * only while motion is allowed: under reduced motion nothing is probed or downloaded (the hero's
 * poster is the still field) until the visitor allows motion. A scene that declines or fails is
 * taken down for the visit, with one console warning; the DOM page stays as it is.
 */
export function scheduleScene(): void {
  publishSceneStatus();
  afterFirstPaint(startWhileMotionAllowed);
}

/**
 * One session per stretch of allowed motion. When the visitor asks for reduced motion the scene is
 * taken down whole (status `off`: the poster and the still DOM photo show again) and waits to start
 * afresh, as on a first visit, once motion is allowed again.
 */
function startWhileMotionAllowed(): void {
  whenMotionAllowed(() => {
    const session = createSceneSession();
    endWhenGivenUp(session);
    session.onEnd(
      whenMotionReduced(() => {
        session.end();
        useAppStore.getState().stopScene();
        startWhileMotionAllowed();
      }),
    );
    whenIdle(() => {
      if (session.ended) return;
      // Choosing the host and wiring the scene is a chunk of its own: the page's start-up carries only when to start.
      loadWithRetry(() => import('./chooseSceneHost'))
        .then(({ chooseSceneHost }) => (session.ended ? undefined : chooseSceneHost(session)))
        .catch(failUnlessEnded(session));
    });
  });
}

/** A declined or failed scene is taken down and stays down. */
function endWhenGivenUp(session: SceneSession): void {
  const unsubscribe = useAppStore.subscribe(({ sceneStatus }) => {
    if (sceneStatus === 'declined' || sceneStatus === 'failed') session.end();
  });
  session.onEnd(unsubscribe);
}
