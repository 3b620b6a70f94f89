import type { StateCreator } from 'zustand';
import type { FilterStatus, Project } from '@/content/types';
import type { AppState } from './store';

export interface FilterSlice {
  activeFilter: FilterStatus;
  setFilter: (filter: FilterStatus) => void;
}

export const createFilterSlice: StateCreator<AppState, [], [], FilterSlice> = (set) => ({
  activeFilter: 'all',
  setFilter: (activeFilter) => set({ activeFilter }),
});

/** Projects visible under a filter tab; `all` shows every project. */
export function filterProjects(projects: readonly Project[], filter: FilterStatus): Project[] {
  return filter === 'all' ? [...projects] : projects.filter((project) => project.type === filter);
}
