import { create } from 'zustand';
import { createFilterSlice, type FilterSlice } from './filterSlice';
import { createMenuSlice, type MenuSlice } from './menuSlice';
import { createSceneSlice, type SceneSlice } from './sceneSlice';
import { createSectionSlice, type SectionSlice } from './sectionSlice';

export type AppState = MenuSlice & FilterSlice & SectionSlice & SceneSlice;

/** The one store of the app, combined from small slices. Select one value per call. */
export const useAppStore = create<AppState>()((...args) => ({
  ...createMenuSlice(...args),
  ...createFilterSlice(...args),
  ...createSectionSlice(...args),
  ...createSceneSlice(...args),
}));
