import { errorMessage } from '@/services/errorMessage';
import { useAppStore } from '@/state/store';
import type { SceneSession } from './sceneSession';

/** Fails the scene with what stopped its start-up, unless the session has been taken down meanwhile. */
export function failUnlessEnded(session: SceneSession): (error: unknown) => void {
  return (error) => {
    if (!session.ended) useAppStore.getState().failScene(`the 3D scene did not load (${errorMessage(error)})`);
  };
}
