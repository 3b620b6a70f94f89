import type { StateCreator } from 'zustand';
import type { SectionId } from '@/content/types';
import type { AppState } from './store';

export interface SectionSlice {
  activeSection: SectionId;
  setActiveSection: (section: SectionId) => void;
}

export const createSectionSlice: StateCreator<AppState, [], [], SectionSlice> = (set) => ({
  activeSection: 'home',
  setActiveSection: (activeSection) => set({ activeSection }),
});
