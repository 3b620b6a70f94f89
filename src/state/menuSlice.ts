import type { StateCreator } from 'zustand';
import type { AppState } from './store';

export interface MenuSlice {
  menuOpen: boolean;
  setMenuOpen: (open: boolean) => void;
  toggleMenu: () => void;
}

export const createMenuSlice: StateCreator<AppState, [], [], MenuSlice> = (set) => ({
  menuOpen: false,
  setMenuOpen: (menuOpen) => set({ menuOpen }),
  toggleMenu: () => set((state) => ({ menuOpen: !state.menuOpen })),
});
