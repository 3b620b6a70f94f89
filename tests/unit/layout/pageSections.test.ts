import { describe, expect, it } from 'vitest';
import type { Experience, MenuItem } from '@/contentShape/types';
import { menuWithPlaced, sectionOrder } from '@/layout/menuOrder';
import { experience as filled } from '../../fixtures/content-full/optionalParts';

const menu: MenuItem[] = [
  { title: 'Home', target: 'home' },
  { title: 'Stack', target: 'tech-stack' },
  { title: 'Work', target: 'projects' },
  { title: 'Quotes', target: 'feedback' },
  { title: 'Write', target: 'contacts' },
];
const empty: Experience = { ...filled, entries: [] };
const placed = (after: Experience['after']): Experience => ({ ...filled, after });
const targets = (items: readonly MenuItem[]) => items.map((item) => item.target);

describe('page sections and menus with an optional Experience section and latest posts', () => {
  it('leave the page and a menu as they are while the history is empty', () => {
    expect(sectionOrder(empty)).toEqual(['home', 'tech-stack', 'projects', 'feedback', 'contacts']);
    expect(menuWithPlaced(menu, empty)).toEqual(menu);
  });

  it('put Experience after the tech stack by default, on the page and in a menu, under its menu title', () => {
    expect(sectionOrder(filled)).toEqual(['home', 'tech-stack', 'experience', 'projects', 'feedback', 'contacts']);
    const withIt = menuWithPlaced(menu, filled);
    expect(targets(withIt)).toEqual(['home', 'tech-stack', 'experience', 'projects', 'feedback', 'contacts']);
    expect(withIt[2]!.title).toBe(filled.menuTitle);
  });

  it('follow the section the content names, first or last', () => {
    expect(sectionOrder(placed('home'))[1]).toBe('experience');
    expect(targets(menuWithPlaced(menu, placed('home')))[1]).toBe('experience');
    expect(sectionOrder(placed('contacts')).at(-1)).toBe('experience');
    expect(targets(menuWithPlaced(menu, placed('contacts'))).at(-1)).toBe('experience');
  });

  it('keep page order in a menu that leaves out the section Experience follows', () => {
    const withoutStack = menu.filter((item) => item.target !== 'tech-stack');
    expect(targets(menuWithPlaced(withoutStack, filled))).toEqual([
      'home',
      'experience',
      'projects',
      'feedback',
      'contacts',
    ]);
  });

  it('place the latest posts after their section, after Experience when both follow the same one', () => {
    const latest = { after: 'tech-stack' as const, menuTitle: 'Writing' };
    // Read against the fixed order, which a recipe may extend (docs/recipes.md).
    const fixed = sectionOrder(empty);
    const alone = sectionOrder(empty, latest);
    expect(alone.slice(alone.indexOf('tech-stack'), alone.indexOf('tech-stack') + 2)).toEqual([
      'tech-stack',
      'writing',
    ]);
    expect(alone.filter((id) => id !== 'writing')).toEqual(fixed);
    const both = sectionOrder(filled, latest);
    expect(both.slice(both.indexOf('tech-stack'), both.indexOf('tech-stack') + 3)).toEqual([
      'tech-stack',
      'experience',
      'writing',
    ]);
    expect(both.filter((id) => id !== 'experience' && id !== 'writing')).toEqual(fixed);
    const withBoth = menuWithPlaced(menu, filled, latest);
    expect(targets(withBoth)).toEqual([
      'home',
      'tech-stack',
      'experience',
      'writing',
      'projects',
      'feedback',
      'contacts',
    ]);
    expect(withBoth[3]!.title).toBe('Writing');
  });

  it('put the latest posts before Experience when theirs is the earlier section', () => {
    const latest = { after: 'home' as const, menuTitle: 'Writing' };
    expect(targets(menuWithPlaced(menu, filled, latest))).toEqual([
      'home',
      'writing',
      'tech-stack',
      'experience',
      'projects',
      'feedback',
      'contacts',
    ]);
  });
});
