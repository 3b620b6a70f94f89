/**
 * The template's placeholder (src/placeholder/) held against the seed spec. The placeholder is the
 * template's own: an owner's content lives in src/content/ and never reaches this file.
 */
import { describe, expect, it } from 'vitest';
import * as site from '@/placeholder/site';
import { filterProjects } from '@/state/filterSlice';
import { templateContents } from '../../../scripts/lib/builds.mjs';
import { headerSwitchOf } from '../../support/headerSwitchOf';

describe('the shipped placeholder content follows the spec', () => {
  it('has the menus of the spec', () => {
    expect(site.headerMenu.map((item) => item.title)).toEqual([
      'Home',
      'Tech Stack',
      'Projects',
      'Feedback',
      'Contacts',
    ]);
    expect(site.footerMenu.map((item) => item.title)).toEqual([
      'Home',
      'Technologies',
      'Projects',
      'Testimony',
      'Contacts',
    ]);
    expect(site.footerMenu.find((item) => item.title === 'Testimony')?.target).toBe('feedback');
  });

  it("leaves the optional work history and résumé out, so the page keeps the spec's five sections and menus", () => {
    expect(site.experience.entries).toEqual([]);
    expect(site.resume).toBeNull();
  });

  it("switches the header to the burger below the spec's 768 px with the spec's menu and socials", async () => {
    expect(await headerSwitchOf(templateContents.placeholder)).toBe(768);
  });

  it('lists three socials: code host, messenger, professional network', () => {
    expect(site.socials.map((social) => social.kind)).toEqual(['code', 'messenger', 'network']);
  });

  it('lists the 20 technologies in the spec order', () => {
    expect(site.techStack.items.map((item) => item.title)).toEqual([
      'CSS3',
      'React',
      'HTML5',
      'JS',
      'TS',
      'React Toolkit',
      'RTK Query',
      'SASS',
      'Git',
      'React Router',
      'VScode',
      'Github',
      'Axios',
      'React Hook Form',
      'Redux',
      'Storybook',
      'Material UI',
      'Radix UI',
      'Swagger',
      'Styled component',
    ]);
  });

  it('has three feedback slides and the four filter tabs', () => {
    expect(site.feedback.slides).toHaveLength(3);
    expect(site.filterTabs.map((tab) => [tab.status, tab.title])).toEqual([
      ['all', 'ALL'],
      ['landing page', 'LANDING PAGE'],
      ['react', 'REACT'],
      ['spa', 'SPA'],
    ]);
  });

  it('has the six projects of the spec: REACT 4, SPA 2, two placeholder tiles without links', () => {
    expect(site.projects.map((project) => project.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(filterProjects(site.projects, 'react')).toHaveLength(4);
    expect(filterProjects(site.projects, 'spa')).toHaveLength(2);
    expect(filterProjects(site.projects, 'landing page')).toHaveLength(0);
    expect(site.projects[3]!.hrefCode).toBe('#');
    for (const placeholder of site.projects.slice(4)) {
      expect(placeholder.title).toBe('Project Tile goes here');
      expect([placeholder.hrefLive, placeholder.hrefCode]).toEqual(['#', '#']);
    }
  });

  it('uses the placeholder owner and e-mail address', () => {
    expect(site.owner.name).toBe('Your Name');
    expect(site.owner.email).toBe('hello@example.com');
  });
});
