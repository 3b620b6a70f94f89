/**
 * The placeholder content, theme and scene values we ship, held against the seed spec. This file pins
 * OUR words, counts, colours and knobs, not rules of the site: once the site is yours, delete this
 * file. Every other test derives what it expects from the content, the tokens and the knob table.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { diagnose } from '../../scripts/doctor/checks.mjs';
import * as site from '@/content/site';
import { particleCount } from '@/scene/math/density';
import { linkAlpha } from '@/scene/math/link';
import { sceneParams } from '@/scene/params';
import { filterProjects } from '@/state/filterSlice';
import { contentSwitchWidth } from '../../vite/header/contentSwitchWidth';

describe('the shipped placeholder content follows the spec', () => {
  it('has the menus of the spec', () => {
    expect(site.headerMenu.map((item) => item.title)).toEqual(['Home', 'Tech Stack', 'Projects', 'Feedback', 'Contacts']);
    expect(site.footerMenu.map((item) => item.title)).toEqual(['Home', 'Technologies', 'Projects', 'Testimony', 'Contacts']);
    expect(site.footerMenu.find((item) => item.title === 'Testimony')?.target).toBe('feedback');
  });

  it('leaves the optional work history and résumé out, so the page keeps the spec\'s five sections and menus', () => {
    expect(site.experience.entries).toEqual([]);
    expect(site.resume).toBeNull();
  });

  it("switches the header to the burger below the spec's 768 px with the spec's menu and socials", () => {
    expect(contentSwitchWidth(site)).toBe(768);
  });

  it('lists three socials: code host, messenger, professional network', () => {
    expect(site.socials.map((social) => social.kind)).toEqual(['code', 'messenger', 'network']);
  });

  it('lists the 20 technologies in the spec order', () => {
    expect(site.techStack.items.map((item) => item.title)).toEqual([
      'CSS3', 'React', 'HTML5', 'JS', 'TS', 'React Toolkit', 'RTK Query', 'SASS', 'Git', 'React Router',
      'VScode', 'Github', 'Axios', 'React Hook Form', 'Redux', 'Storybook', 'Material UI', 'Radix UI', 'Swagger', 'Styled component',
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

describe('the shipped theme and scene follow the spec', () => {
  const tokens = readFileSync(path.resolve(import.meta.dirname, '../../src/theme/tokens.css'), 'utf8');
  const token = (name: string) => new RegExp(`--${name}:\\s*([^;]+);`).exec(tokens)?.[1]?.trim().toLowerCase();
  const colour = (name: string) => token(`color-${name}`);

  it('has the spec colours in the theme tokens', () => {
    expect(colour('bg')).toBe('#191919');
    expect(colour('accent-1')).toBe('#13b0f5');
    expect(colour('accent-2')).toBe('#e70faa');
    expect(colour('heading')).toBe('#cccccc');
    expect(colour('text')).toBe('#a7a7a7');
    expect(colour('main')).toBe('#d9d9d9');
    expect(colour('card')).toBe('#363636');
  });

  it('has the spec sizes in the theme tokens: photo 349 px (310 px on phones), cards 373–540 px with 260 px images', () => {
    expect([token('photo-size'), token('photo-size-mobile')]).toEqual(['349px', '310px']);
    expect([token('card-min'), token('card-max'), token('card-image-height')]).toEqual(['373px', '540px', '260px']);
    expect([token('tabs-max'), token('slider-max'), token('form-max'), token('textarea-height')]).toEqual(['400px', '500px', '540px', '155px']);
  });

  it('draws the original particle field: 50 per 1000 × 1080 px, so 60 at 1440 × 900 and 15 at 390 × 844', () => {
    const { particles } = sceneParams;
    expect([particles.count, particles.densityWidth, particles.densityHeight]).toEqual([50, 1000, 1080]);
    expect(particleCount(1440, 900, particles)).toBe(60);
    expect(particleCount(390, 844, particles)).toBe(15);
    expect([particles.speed, particles.sizeMin, particles.sizeMax, particles.opacity]).toEqual([2, 0.2, 1, 0.5]);
    expect(sceneParams.colour, 'white particles and links').toBe('#ffffff');
  });

  it('links particles within 150 px at opacity 0.5, width 1, and repulses within 200 px for 0.4 s', () => {
    const { links, repulse, loop } = sceneParams;
    expect([links.distance, links.opacity, links.width]).toEqual([150, 0.5, 1]);
    expect(linkAlpha(75, links.distance, links.opacity)).toBeCloseTo(0.25);
    expect([repulse.distance, repulse.duration]).toEqual([200, 0.4]);
    expect(loop.fpsCap).toBe(120);
  });

  it('tilts the photo like the original: 40°, perspective 800, 1500 ms, scale 1.1, gyroscope -90..90, vanilla-tilt easing', () => {
    const { tilt } = sceneParams;
    expect([tilt.maxDegrees, tilt.perspective, tilt.speedMs, tilt.scale]).toEqual([40, 800, 1500, 1.1]);
    expect([tilt.gyroscopeMin, tilt.gyroscopeMax]).toEqual([-90, 90]);
    expect(tilt.easing).toEqual([0.03, 0.98, 0.52, 0.99]);
  });
});

describe('npm run doctor on the shipped placeholders', () => {
  const root = path.resolve(import.meta.dirname, '../..');

  it('lists every kind: name, e-mail, phone, origin, logo, links, quotes, project tiles, every picture, licence, EmailJS', () => {
    const findings = diagnose({ root, content: site, env: {} });
    const where = findings.map((finding) => finding.where ?? finding.file);
    expect(where).toEqual(
      expect.arrayContaining(['owner.name', 'owner.email', 'owner.phone', 'site.origin', 'logoText', 'socials[0].href', 'socials[1].href']),
    );
    expect(where).toEqual(expect.arrayContaining(['feedback.slides[0].userName', 'feedback.slides[0].text', 'projects[4].title', 'projects[4].hrefLive', 'projects[0].hrefLive']));
    const pictures = [site.owner.photo.src, ...site.projects.map((project) => project.image.src)];
    expect(findings.map((finding) => finding.file)).toEqual(
      expect.arrayContaining([...pictures.map((src) => path.join('src', 'content', 'images', ...src.split('/'))), 'LICENSE', '.env.local']),
    );
    // Texts made from the owner's name are fixed with it: only the name is listed.
    expect(where).not.toContain('site.title');
  });

  it('advises with exit code 0, fails with --strict, and writes its list into the job summary', () => {
    const summaryDir = mkdtempSync(path.join(tmpdir(), 'doctor-summary-'));
    const summary = path.join(summaryDir, 'summary.md');
    const doctor = (args: string[]) =>
      spawnSync(process.execPath, [path.join(root, 'scripts', 'doctor.mjs'), ...args], {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, GITHUB_STEP_SUMMARY: summary, VITE_EMAILJS_PUBLIC_KEY: '', VITE_EMAILJS_SERVICE_ID: '', VITE_EMAILJS_TEMPLATE_ID: '' },
      });
    try {
      const advice = doctor([]);
      expect(advice.status).toBe(0);
      expect(advice.stdout).toContain('src/content/site.ts (owner.name): "Your Name": placeholder text. Fix: write your own.');
      expect(doctor(['--strict']).status).toBe(1);
      expect(readFileSync(summary, 'utf8')).toContain('- LICENSE: the copyright holder is');
    } finally {
      rmSync(summaryDir, { recursive: true, force: true });
    }
  }, 30_000);
});
