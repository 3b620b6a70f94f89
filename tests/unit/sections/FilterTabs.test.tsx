// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { filterTabs, projects, projectsSection } from '@/placeholder/site';
import { Projects } from '@/sections/Projects';
import { filterProjects } from '@/state/filterSlice';
import { breakpoints } from '@/theme/breakpoints';
import { preferReducedMotion, setViewport } from '../../support/dom';

const tabs = () => within(screen.getByRole('group', { name: 'Filter projects by type' })).getAllByRole('button');
const tab = (title: string) =>
  within(screen.getByRole('group', { name: 'Filter projects by type' })).getByRole('button', { name: title });

/** Titles of the cards the filter keeps (the grid hides the others). */
const shownTitles = () =>
  within(screen.getByRole('list', { name: 'Projects' }))
    .getAllByRole('listitem')
    .filter((item) => !item.hasAttribute('data-filtered-out'))
    .map((item) => within(item).getByRole('heading').textContent);

describe('the project filter tabs', () => {
  beforeEach(() => {
    setViewport(breakpoints.worksSlider + 200);
    // The grid's layout animation needs a real layout engine; the filtering is the same without it.
    preferReducedMotion(true);
  });

  it('offer one toggle per tab of the content, the "all" tab pressed and every card shown', () => {
    render(<Projects />);
    expect(tabs().map((button) => button.textContent)).toEqual(filterTabs.map((entry) => entry.title));
    for (const entry of filterTabs)
      expect(tab(entry.title).getAttribute('aria-pressed')).toBe(String(entry.status === 'all'));
    expect(shownTitles()).toEqual(projects.map((project) => project.title));
  });

  it.each(filterTabs.filter((entry) => entry.status !== 'all').map((entry) => [entry.title, entry] as const))(
    '"%s" presses only itself, keeps only its cards and says how many are shown',
    async (_, entry) => {
      const user = userEvent.setup();
      render(<Projects />);
      await user.click(tab(entry.title));
      for (const other of filterTabs)
        expect(tab(other.title).getAttribute('aria-pressed')).toBe(String(other === entry));
      const kept = filterProjects(projects, entry.status);
      expect(shownTitles()).toEqual(kept.map((project) => project.title));
      expect(screen.getByText(`${kept.length} projects shown for ${entry.title}`)).toBeDefined();
      expect(screen.queryByText(projectsSection.emptyState) !== null, 'the empty-state note').toBe(kept.length === 0);
    },
  );

  it('goes back to every card on the "all" tab', async () => {
    const user = userEvent.setup();
    render(<Projects />);
    const all = filterTabs.find((entry) => entry.status === 'all')!;
    const other = filterTabs.find((entry) => entry.status !== 'all')!;
    await user.click(tab(other.title));
    await user.click(tab(all.title));
    expect(tab(all.title).getAttribute('aria-pressed')).toBe('true');
    expect(shownTitles()).toEqual(projects.map((project) => project.title));
  });
});
