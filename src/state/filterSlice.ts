import type { StateCreator } from 'zustand';
import type { FilterStatus } from '@/content/types';
import type { AppState } from './store';

export interface FilterSlice {
  activeFilter: FilterStatus;
  setFilter: (filter: FilterStatus) => void;
}

export const createFilterSlice: StateCreator<AppState, [], [], FilterSlice> = (set) => ({
  activeFilter: 'all',
  setFilter: (activeFilter) => set({ activeFilter }),
});
