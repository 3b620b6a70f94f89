import type { AppState } from './store';

export const selectMenuOpen = (state: AppState) => state.menuOpen;
export const selectActiveFilter = (state: AppState) => state.activeFilter;
export const selectActiveSection = (state: AppState) => state.activeSection;
export const selectPhotoOnScreen = (state: AppState) => state.photoOnScreen;
