import type { FilterStatus, Project } from '@/content/types';
import type { AppState } from './store';

export const selectMenuOpen = (state: AppState) => state.menuOpen;
export const selectActiveFilter = (state: AppState) => state.activeFilter;
export const selectActiveSection = (state: AppState) => state.activeSection;

/** Projects visible under a filter tab; `all` shows every project. */
export function filterProjects(projects: readonly Project[], filter: FilterStatus): Project[] {
  return filter === 'all' ? [...projects] : projects.filter((project) => project.type === filter);
}
