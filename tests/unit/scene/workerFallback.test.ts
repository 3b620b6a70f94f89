import { describe, expect, it } from 'vitest';
import { createSceneSession } from '@/scene/page/sceneSession';
import { runWithPageFallback } from '@/scene/page/chooseSceneHost';

describe('a worker that fails before its first frame', () => {
  it('gives way to the page host only once the worker and its transferred canvas are gone, and only once', () => {
    const session = createSceneSession();
    const events: string[] = [];
    let failEarly: (reason: string) => void = () => undefined;
    runWithPageFallback(
      session,
      (attempt, failedEarly) => {
        attempt.onEnd(() => events.push('worker ended'));
        attempt.onEnd(() => events.push('transferred canvas removed'));
        failEarly = failedEarly;
      },
      (page, reason) => {
        expect(page).toBe(session);
        events.push(`page host started (${reason})`);
      },
    );
    failEarly('no WebGL context on the transferred canvas');
    failEarly('the worker stopped');
    expect(events).toEqual([
      'transferred canvas removed',
      'worker ended',
      'page host started (no WebGL context on the transferred canvas)',
    ]);
    expect(session.ended).toBe(false);
  });

  it('a scene taken down meanwhile (reduced motion) does not start on the page', () => {
    const session = createSceneSession();
    let started = false;
    let failEarly: (reason: string) => void = () => undefined;
    runWithPageFallback(
      session,
      (_, failedEarly) => (failEarly = failedEarly),
      () => (started = true),
    );
    session.end();
    failEarly('late failure');
    expect(started).toBe(false);
  });
});
