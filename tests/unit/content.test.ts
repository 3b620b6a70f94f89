import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as site from '../../src/content/site';
import { ICON_IDS, type ImageAsset, type SectionId } from '../../src/content/types';

const publicDir = path.resolve(__dirname, '../../public');
const sprite = readFileSync(path.join(publicDir, 'icons.svg'), 'utf8');
const spriteIds = new Set([...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]));
const sectionIds: SectionId[] = ['home', 'tech-stack', 'projects', 'feedback', 'contacts'];

describe('content', () => {
  it('has the menus of the spec, each item pointing at a real section', () => {
    expect(site.headerMenu.map((item) => item.title)).toEqual(['Home', 'Tech Stack', 'Projects', 'Feedback', 'Contacts']);
    expect(site.footerMenu.map((item) => item.title)).toEqual(['Home', 'Technologies', 'Projects', 'Testimony', 'Contacts']);
    for (const item of [...site.headerMenu, ...site.footerMenu]) expect(sectionIds).toContain(item.target);
    expect(site.footerMenu.find((item) => item.title === 'Testimony')?.target).toBe('feedback');
  });

  it('lists three socials: code host, messenger, professional network', () => {
    expect(site.socials.map((social) => social.kind)).toEqual(['code', 'messenger', 'network']);
  });

  it('lists the 20 technologies in the spec order', () => {
    expect(site.techStack.items.map((item) => item.title)).toEqual([
      'CSS3', 'React', 'HTML5', 'JS', 'TS', 'React Toolkit', 'RTK Query', 'SASS', 'Git', 'React Router',
      'VScode', 'Github', 'Axios', 'React Hook Form', 'Redux', 'Storybook', 'Material UI', 'Radix UI', 'Swagger', 'Styled component',
    ]);
    expect(new Set(site.techStack.items.map((item) => item.iconId)).size).toBe(20);
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

  it('has the six projects of the spec with their types and links', () => {
    const projects = site.projects;
    expect(projects.map((project) => project.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(projects.map((project) => project.type)).toEqual(['spa', 'react', 'react', 'react', 'spa', 'react']);
    expect(projects[3]!.hrefCode).toBe('#');
    for (const placeholder of projects.slice(4)) {
      expect(placeholder.title).toBe('Project Tile goes here');
      expect([placeholder.hrefLive, placeholder.hrefCode]).toEqual(['#', '#']);
    }
    for (const project of projects) {
      for (const href of [project.hrefLive, project.hrefCode]) expect(href === '#' || href.startsWith('https://')).toBe(true);
    }
  });

  it('puts the owner into the copyright line', () => {
    expect(site.copyright.text(site.owner.name, site.copyright.year)).toBe(
      `\u00A9 ${site.copyright.year} Designed and built by ${site.owner.name} with Love & Coffee`,
    );
  });
});

describe('assets named by the content', () => {
  it('every icon id has a titled symbol in public/icons.svg', () => {
    const used = [...site.techStack.items.map((item) => item.iconId), ...site.socials.map((social) => social.iconId)];
    for (const id of [...used, ...ICON_IDS]) expect(spriteIds.has(id), `symbol ${id}`).toBe(true);
    for (const id of ICON_IDS) expect(sprite).toMatch(new RegExp(`<symbol id="${id}"[^>]*><title>[^<]+</title>`));
  });

  const images: ImageAsset[] = [site.owner.photo, ...site.projects.map((project) => project.image)];
  it.each(images.map((image) => [image.path, image] as const))('%s exists as AVIF and WebP at every width, each ≤ 100 KB', (_, image) => {
    expect(image.alt.length).toBeGreaterThan(0);
    for (const width of image.widths) {
      for (const format of ['avif', 'webp']) {
        const file = path.join(publicDir, `${image.path}-${width}.${format}`);
        expect(existsSync(file), file).toBe(true);
        expect(statSync(file).size).toBeLessThanOrEqual(100 * 1024);
      }
    }
  });
});
