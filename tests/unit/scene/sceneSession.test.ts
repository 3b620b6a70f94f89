import { describe, expect, it } from 'vitest';
import { createSceneSession } from '@/scene/page/sceneSession';

describe('scene session', () => {
  it('takes down what the start-up made, newest first, once', () => {
    const session = createSceneSession();
    const undone: string[] = [];
    for (const thing of ['worker', 'canvas', 'feeds']) session.onEnd(() => undone.push(thing));
    session.end();
    session.end();
    expect(undone).toEqual(['feeds', 'canvas', 'worker']);
    expect(session.ended).toBe(true);
  });

  it('takes down at once what an asynchronous step hands over after the end', () => {
    const session = createSceneSession();
    session.end();
    const undone: string[] = [];
    session.onEnd(() => undone.push('late worker'));
    expect(undone).toEqual(['late worker']);
  });
});
