// @vitest-environment happy-dom
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import TuningPanel from '@/scene/page/TuningPanel';
import { sceneKnobs } from '@/scene/params';
import { panelFolders } from '@/scene/page/knobPanel';
import '../../support/dom';

/** The colour knobs of the table, each with the id Leva gives its input (`Folder.key`). */
const colourKnobs = panelFolders(sceneKnobs).flatMap((folder) =>
  Object.entries(folder.schema)
    .filter(([, control]) => typeof control.value === 'string')
    .map(([key, control]) => ({ id: `${folder.name}.${key}`, value: control.value as string })),
);

describe('the tuning panel', () => {
  it('has colour knobs to show', () => {
    expect(colourKnobs.length).toBeGreaterThan(0);
  });

  afterEach(() => vi.useRealTimers());

  it('shows each colour knob’s swatch in the knob’s colour', async () => {
    // Leva's filter box sets a 250 ms timer on mount that outlives the panel; run on a slow machine,
    // it fired after this file's page was torn down ("window is not defined"). Its timers are run
    // here, while the page is still up.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<TuningPanel />);
    for (const knob of colourKnobs) {
      await expect.poll(() => document.getElementById(knob.id)).not.toBeNull();
      expect((document.getElementById(knob.id) as HTMLInputElement).value).toBe(knob.value);
    }
    act(() => vi.runOnlyPendingTimers());
    expect(vi.getTimerCount(), 'timers left to fire after the page is gone').toBe(0);
  });
});
