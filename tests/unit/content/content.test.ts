/**
 * Checks that hold for ANY content: the owner's src/content/site.ts, the placeholder and the fixture
 * (tests/support/contents.ts). Edit yours freely: these stay green as long as the page can show what
 * it says. (The placeholder's own words are pinned in specConformance.test.ts.)
 */
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '@/language/formatMessage';
import { sectionOrder } from '@/layout/menuOrder';
import { iconSymbolId } from '@/ui/iconSymbolId';
import { pageIcons } from '../../../vite/icons/pageIcons';
import { pageImages } from '../../../vite/images/pageImages';
import { croppedSource } from '../../../vite/images/renditions';
import { buildSprite } from '../../../vite/icons/sprite';
import { photoSizeOf, readTokens, tokenColour } from '../../../vite/themeTokens';
import { sceneColoursOf } from '../../../vite/colourSchemes';
import { optionalContentFile, themeFiles } from '../../../vite/content/contentModule';
import { forEachKnob, isColourKnob } from '@/scene/knobs';
import { templateKnobs } from '@/scene/params';
import type { SceneTuning } from '@/contentShape/types';
import { pageUrl } from '../../../src/seo/pageUrl';
import { languageResumes } from '../../../vite/resume/languageResumes';
import { languagesOf } from '../../../vite/content/languagesOf';
import { projectKindMistakes } from '../../../vite/content/projectKinds';
import { serviceMistakes } from '../../../vite/content/serviceMistakes';
import { contentsUnderTest } from '../../support/contents';
import { colourPairs } from '../../support/colourPairs';
import { wcagContrast } from 'culori';

const duplicates = <T>(values: readonly T[]) => values.filter((value, index) => values.indexOf(value) !== index);
const isHttpsUrl = (href: string) => URL.canParse(href) && new URL(href).protocol === 'https:';
const isMonth = (month: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(month);

const contents = await contentsUnderTest();

describe.each(contents.map(({ name, content, folder }) => [name, content, folder] as const))(
  '%s',
  (_, site, folder) => {
    /** The sections every page has; the Experience section is the page's to place. */
    const sectionIds = sectionOrder({ ...site.experience, entries: [] });

    describe('content integrity', () => {
      it('fills every owner field the page shows', () => {
        for (const [field, value] of Object.entries({ ...site.owner, photoAlt: site.owner.photo.alt })) {
          if (typeof value === 'string') expect(value.trim(), `owner.${field}`).not.toBe('');
        }
        expect(site.owner.email).toMatch(/^[^\s@]+@[^\s@]+\.[^\s@]+$/);
        expect(site.owner.phone.replace(/[\s()-]/g, '')).toMatch(/^\+?\d{5,}$/);
        expect(site.logoText.trim()).not.toBe('');
        expect(site.typingTitles.length).toBeGreaterThan(0);
      });

      it('publishes under an https origin without a path', () => {
        expect(isHttpsUrl(site.site.origin), site.site.origin).toBe(true);
        expect(new URL(site.site.origin).pathname).toBe('/');
      });

      it('points every menu item at a real section, and leaves the Experience item to the page', () => {
        for (const item of [...site.headerMenu, ...site.footerMenu])
          expect(sectionIds, item.title).toContain(item.target);
      });

      it('gives every project a unique id, a title, a text and well-formed links', () => {
        expect(duplicates(site.projects.map((project) => project.id))).toEqual([]);
        for (const project of site.projects) {
          expect(project.title.trim(), `project ${project.id} title`).not.toBe('');
          expect(project.text.trim(), `project ${project.id} text`).not.toBe('');
          for (const href of [project.hrefLive, project.hrefCode]) {
            expect(
              href === '#' || isHttpsUrl(href),
              `project ${project.id}: "${href}" is "#" or an https:// address`,
            ).toBe(true);
          }
        }
      });

      it('has a filter tab for every project type, an "all" tab, and no tab twice', () => {
        expect(site.filterTabs.map((tab) => tab.status)).toContain('all');
        expect(projectKindMistakes(site)).toEqual([]);
      });

      it('links socials to https addresses (an empty href hides the icon)', () => {
        for (const social of site.socials) {
          expect(social.href === '' || isHttpsUrl(social.href), `${social.label}: "${social.href}"`).toBe(true);
          expect(social.label.trim()).not.toBe('');
        }
      });

      it('names each technology once, and every feedback slide has a quote and a name', () => {
        expect(duplicates(site.techStack.items.map((item) => item.title))).toEqual([]);
        for (const slide of site.feedback.slides) {
          expect(slide.userName.trim()).not.toBe('');
          expect(slide.text.trim()).not.toBe('');
        }
      });

      it('puts the owner into the copyright line, in every language, as the build reads it', () => {
        for (const { lang, content } of languagesOf(site)) {
          const { owner, copyright } = content;
          const line = formatMessage(copyright.text, { name: owner.name, year: copyright.year }, lang);
          expect(line, lang).toContain(owner.name);
        }
      });
    });

    describe("the folder's theme and tuning (theme.css, theme-light.css, scene.ts)", () => {
      it('gives every token the build reads a value it can read, in each scheme', () => {
        const { tokens, light } = themeFiles(folder);
        for (const files of [tokens, light])
          expect(() => [sceneColoursOf(readTokens(...files)), photoSizeOf(readTokens(...files))]).not.toThrow();
      });

      it('keeps text and focus rings readable in each scheme it offers: every colour pair the page draws reaches its contrast', () => {
        const { tokens, light } = themeFiles(folder);
        const schemes = { dark: tokens, light };
        for (const scheme of site.appearance.schemes) {
          const theme = readTokens(...schemes[scheme]);
          const unreadable = colourPairs
            .map((pair) => ({
              ...pair,
              ratio: wcagContrast(tokenColour(theme, pair.foreground), tokenColour(theme, pair.background)),
            }))
            .filter(({ ratio, least }) => ratio < least)
            .map(
              ({ foreground, background, what, ratio, least }) =>
                `${foreground} on ${background} (${what}): ${ratio.toFixed(2)}:1, below ${least}:1`,
            );
          expect(unreadable, `the ${scheme} scheme's colours (${schemes[scheme].join(', ')})`).toEqual([]);
        }
      });

      it('tunes only knobs the scene has, each within the range its panel offers', async () => {
        const { sceneTuning } = (await import(pathToFileURL(optionalContentFile(folder, 'scene.ts')).href)) as {
          sceneTuning: SceneTuning;
        };
        const known = new Set<string>();
        forEachKnob(templateKnobs, (knobPath, knob) => {
          known.add(knobPath.join('.'));
          const tuned = knobPath.reduce<unknown>(
            (node, key) => (node as Record<string, unknown> | undefined)?.[key],
            sceneTuning,
          );
          if (tuned === undefined) return;
          const where = `sceneTuning.${knobPath.join('.')}`;
          if (isColourKnob(knob)) return expect(tuned, where).toMatch(/^#[0-9a-f]{6}$/i);
          for (const value of [tuned].flat() as number[]) {
            expect(value, where).toBeGreaterThanOrEqual(knob.min ?? -Infinity);
            expect(value, where).toBeLessThanOrEqual(knob.max ?? Infinity);
          }
        });
        const given = Object.entries(sceneTuning).flatMap(([name, value]) =>
          typeof value === 'object' && !Array.isArray(value)
            ? Object.keys(value).map((inner) => `${name}.${inner}`)
            : [name],
        );
        expect(
          given.filter((name) => !known.has(name)),
          'tuned names the scene does not have',
        ).toEqual([]);
      });
    });

    describe('assets named by the content', () => {
      it('every technology and social names an icon the sprite can draw (a simple-icons slug or an SVG file)', () => {
        const tile = tokenColour(readTokens(...themeFiles(folder).tokens), '--color-tile');
        const sprite = buildSprite(pageIcons(site, folder), tile);
        const used = [
          ...site.techStack.items.map((item) => iconSymbolId(item.icon, 'brand')),
          ...site.socials.map((social) => iconSymbolId(social.icon, 'text')),
        ];
        for (const id of used)
          expect(sprite).toMatch(new RegExp(`<symbol id="${id}" viewBox="[^"]+"><title>[^<]+</title>`));
      });

      it.each(pageImages(site, folder).map((request) => [request.by, request] as const))(
        '%s: the source exists, with alt text, big enough once cropped',
        async (_, request) => {
          expect(request.image.alt.trim()).not.toBe('');
          await expect(croppedSource(request)).resolves.toBeDefined();
        },
      );
    });

    describe('the optional parts', () => {
      const { experience, resume } = site;

      it('follow a section of the page, with a title and a menu title', () => {
        expect(sectionIds).toContain(experience.after);
        expect(experience.title.trim()).not.toBe('');
        expect(experience.menuTitle.trim()).not.toBe('');
      });

      it.each(experience.entries.map((entry) => [`${entry.role} at ${entry.organisation}`, entry] as const))(
        'position "%s": named, placed, dated YYYY-MM (start no later than end), with lines and an https link if any',
        (_, entry) => {
          for (const field of [entry.role, entry.organisation, entry.place]) expect(field.trim()).not.toBe('');
          expect(isMonth(entry.start), entry.start).toBe(true);
          if (entry.end !== 'now') {
            expect(isMonth(entry.end), entry.end).toBe(true);
            expect(entry.start <= entry.end, `${entry.start} – ${entry.end}`).toBe(true);
          }
          expect(entry.lines.length).toBeGreaterThan(0);
          for (const line of entry.lines) expect(line.trim()).not.toBe('');
          if (entry.link !== undefined) expect(isHttpsUrl(entry.link), entry.link).toBe(true);
        },
      );

      it('list positions newest first, each once', () => {
        const starts = experience.entries.map((entry) => entry.start);
        expect(starts).toEqual([...starts].sort().reverse());
        expect(duplicates(experience.entries.map((entry) => `${entry.organisation} ${entry.start}`))).toEqual([]);
      });

      it('name no résumé, or one the build can ship (a PDF within its budget, or a CV it can write) with a label', async () => {
        if (resume === null) return;
        expect(resume.label.trim()).not.toBe('');
        const resumes = await languageResumes(languagesOf(site), folder, pageUrl(site.site.origin, '/'));
        for (const { lang, shipped } of resumes) expect(shipped?.pdf.fileName, lang).toMatch(/^assets\/.+\.pdf$/);
        // Writing a CV per language (fonts subset, pages laid out) takes seconds each on a busy machine.
      }, 60_000);

      it('turn on no service, or each with a known back-end or provider and its ids well formed', () => {
        expect(serviceMistakes(site.services)).toEqual([]);
      });
    });
  },
);
