// @vitest-environment happy-dom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

  it('shows each colour knob’s swatch in the knob’s colour', async () => {
    render(<TuningPanel />);
    for (const knob of colourKnobs) {
      await expect.poll(() => document.getElementById(knob.id)).not.toBeNull();
      expect((document.getElementById(knob.id) as HTMLInputElement).value).toBe(knob.value);
    }
  });
});
