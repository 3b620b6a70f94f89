// What the doctor tells an owner beside its findings, after `npm run upgrade` above all: the
// optional parts their content has not switched on (a release may have added one), and the
// template's files they changed, whose snapshots and merges are theirs to keep up. Advice only:
// none of it is a finding, so `--strict` never fails on it.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { gitIn, outsideTheLayer, planOf } from '../lib/ciPlan.mjs';
import { ownerSnapshotsFolder } from '../lib/makeItYours.mjs';
import { tunedFiles } from '../upgrade/tunedFiles.mjs';

/**
 * The content module's exports (the content and its languages) as the doctor reads them: the
 * owner's, so any part may be missing.
 * @typedef {Partial<import('../../src/contentShape/types.ts').Content> & { languages?: import('../../src/contentShape/types.ts').Languages }} OwnersContent
 */

/** @typedef {import('../../src/contentShape/types.ts').ColourScheme} ColourScheme */

/** Whether `content` has a project with a case study. @param {OwnersContent} content */
export const hasCaseStudies = (content) => (content.projects ?? []).some((project) => project.caseStudy);

/** Whether `content` names a post. @param {OwnersContent} content */
export const hasPosts = (content) => (content.writing?.posts?.length ?? 0) > 0;

/**
 * Each optional part of the content, how to tell it is on, and where the docs show it.
 * @type {{ name: string, on: (content: OwnersContent) => boolean, docs: string }[]}
 */
const optionalParts = [
  {
    name: 'a work history (Experience)',
    on: (content) => (content.experience?.entries?.length ?? 0) > 0,
    docs: 'docs/content.md#experience-and-résumé',
  },
  {
    name: 'a résumé or a CV written by the build',
    on: (content) => Boolean(content.resume),
    docs: 'docs/content.md#experience-and-résumé',
  },
  {
    name: 'a light scheme',
    on: (content) => (content.appearance?.schemes ?? /** @type {ColourScheme[]} */ ([])).includes('light'),
    docs: 'docs/content.md#a-light-scheme',
  },
  {
    name: 'case studies',
    on: hasCaseStudies,
    docs: 'docs/content.md#case-studies',
  },
  {
    name: 'posts, with their feeds',
    on: hasPosts,
    docs: 'docs/content.md#writing',
  },
  {
    name: 'more than one language',
    on: (content) => (content.languages?.others?.length ?? 0) > 0,
    docs: 'docs/content.md#more-than-one-language',
  },
];

/**
 * The optional parts `content` leaves off, each with its docs.
 * @param {OwnersContent} content
 * @returns {string[]}
 */
export function partsLeftOff(content) {
  return optionalParts.filter((part) => !part.on(content)).map(({ name, docs }) => `${name} (${docs})`);
}

/** The template's files an owner tunes in place at a cost (each release touching them is a conflict), by file: where the tuning belongs. */
const tunedInPlace = Object.fromEntries(Object.values(tunedFiles).map(({ file, ownFile }) => [file, ownFile]));

/**
 * The template's files (outside the owner's layer) the repository at `root` changed since the release
 * it stands on (npm run ci-plan's list), or, for a fork that records none, against `templateRef`;
 * undefined where neither is there.
 * @param {string} root
 * @param {string} [templateRef]
 * @returns {string[] | undefined}
 */
export function templateFilesChanged(root, templateRef = 'template/main') {
  const plan = planOf(root);
  if (plan.release) return plan.files;
  const git = gitIn(root);
  try {
    git('rev-parse', '--verify', '--quiet', templateRef);
  } catch {
    return undefined;
  }
  return outsideTheLayer(root, git, templateRef);
}

/**
 * The doctor's advice lines for the repository at `root` with `content` (null: none of the owner's yet).
 * @param {string} root
 * @param {OwnersContent | null} content
 * @returns {string[]}
 */
export function leftForYou(root, content) {
  /** @type {string[]} */
  const lines = [];
  if (content) {
    const off = partsLeftOff(content);
    if (off.length > 0) lines.push(`Optional, off in your content: ${off.join('; ')}.`);
    if (!existsSync(path.join(root, ownerSnapshotsFolder))) {
      lines.push(
        `Your pages have no snapshots of their own: npm run test:update records them in ${ownerSnapshotsFolder}/, and npm test then tells you when a change (yours or a release's) alters how they look (docs/testing.md#your-own-snapshots).`,
      );
    }
  }
  const changed = templateFilesChanged(root) ?? [];
  for (const file of changed.filter((name) => name in tunedInPlace)) {
    lines.push(
      `${file} differs from the template's: put your values in ${tunedInPlace[file]} instead (npm run upgrade moves them), so releases merge.`,
    );
  }
  const code = changed.filter((name) => !(name in tunedInPlace) && /^(src|shaders)\//.test(name));
  if (code.length > 0) {
    const shown = code.slice(0, 5).join(', ') + (code.length > 5 ? `, and ${code.length - 5} more` : '');
    lines.push(
      `You changed ${code.length} of the template's code files (${shown}): after an upgrade, run npm run test:update and look at the snapshots it refreshes.`,
    );
  }
  return lines;
}
