import { beforeEach, describe, expect, it } from 'vitest';
import type { Project, ProjectType } from '@/contentShape/types';
import { filterProjects } from '@/state/filterSlice';
import { selectActiveFilter, selectActiveSection, selectMenuOpen } from '@/state/selectors';
import { useAppStore } from '@/state/store';

const initial = useAppStore.getState();
beforeEach(() => useAppStore.setState(initial, true));

describe('menu slice', () => {
  it('starts closed, opens, closes and toggles', () => {
    const store = useAppStore;
    expect(selectMenuOpen(store.getState())).toBe(false);
    store.getState().setMenuOpen(true);
    expect(selectMenuOpen(store.getState())).toBe(true);
    store.getState().toggleMenu();
    expect(selectMenuOpen(store.getState())).toBe(false);
    store.getState().toggleMenu();
    expect(selectMenuOpen(store.getState())).toBe(true);
  });
});

describe('filter slice', () => {
  it('starts on all and can move to any tab from any tab', () => {
    expect(selectActiveFilter(useAppStore.getState())).toBe('all');
    for (const status of ['spa', 'landing page', 'react', 'all', 'react'] as const) {
      useAppStore.getState().setFilter(status);
      expect(selectActiveFilter(useAppStore.getState())).toBe(status);
    }
  });
});

describe('section slice', () => {
  it('starts on home and records the section in view', () => {
    expect(selectActiveSection(useAppStore.getState())).toBe('home');
    useAppStore.getState().setActiveSection('feedback');
    expect(selectActiveSection(useAppStore.getState())).toBe('feedback');
  });
});

describe('filterProjects', () => {
  const project = (id: number, type: ProjectType) => ({ id, type }) as Project;
  const projects = [project(1, 'spa'), project(2, 'react'), project(3, 'react'), project(4, 'spa')];

  it('shows every project for all, and only cards of the chosen type otherwise', () => {
    expect(filterProjects(projects, 'all').map((p) => p.id)).toEqual([1, 2, 3, 4]);
    expect(filterProjects(projects, 'react').map((p) => p.id)).toEqual([2, 3]);
    expect(filterProjects(projects, 'spa').map((p) => p.id)).toEqual([1, 4]);
    expect(filterProjects(projects, 'landing page')).toEqual([]);
  });

  it('does not hand out the content array itself', () => {
    expect(filterProjects(projects, 'all')).not.toBe(projects);
  });
});
