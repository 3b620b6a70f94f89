import { create } from 'zustand';
import type { SceneColours } from '@/scene/protocol';

/** The colours the scene draws with now: `init`'s, then each scheme the visitor switches to. */
export const useSceneColours = create<{ colours: SceneColours }>()(() => ({
  colours: { background: '', ringTop: '', ringBottom: '', card: '' },
}));
