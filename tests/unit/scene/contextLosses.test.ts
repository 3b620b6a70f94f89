import { describe, expect, it } from 'vitest';
import { countContextLosses } from '@/scene/page/contextLosses';
import { sceneParams } from '@/scene/params';

describe('lost WebGL contexts', () => {
  it('restores until the cap, then gives up once with the count in the reason', () => {
    const lost = countContextLosses(sceneParams.maxContextLosses);
    const answers = Array.from({ length: sceneParams.maxContextLosses }, () => lost());
    expect(answers.slice(0, -1)).toEqual(Array(sceneParams.maxContextLosses - 1).fill(null));
    expect(answers.at(-1)).toContain(`${sceneParams.maxContextLosses} times`);
  });
});
