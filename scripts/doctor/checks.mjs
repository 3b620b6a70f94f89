// The checks of `npm run doctor`: each finding names the file, what in it is still the template's or
// not set up, and the fix. They read files only; nothing is written.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { displayPath } from '../lib/displayPath.mjs';
import { hostFilesDrift } from '../lib/hosts/hostFilesDrift.mjs';
import { analyticsFindings } from './analytics.mjs';
import { commentsFindings } from './comments.mjs';
import { githubFigures } from './github.mjs';
import { ownerContentFile as contentFile, ownerFolder as contentDir } from '../lib/makeItYours.mjs';
import { contactForm } from './contactForm.mjs';
import {
  placeholderHosts,
  placeholderImages,
  placeholderPhone,
  placeholderWords,
  templateLicenceHolder,
  templateOrigin,
} from './template.mjs';

/**
 * `file` is relative to the repository's root, in the OS's form (the checks open it); the texts name
 * files in the repository's `/` form, as findingLine does `file`.
 * @typedef {{ file: string, where?: string, what: string, fix: string }} Finding
 */

/** @typedef {import('./leftForYou.mjs').OwnersContent} OwnersContent */

const imagesDir = path.join(contentDir, 'images');

const linkKey = /^(href\w*|link|origin)$/;
/** A project's links, where `#` is no placeholder: it shows the link as "not available" (docs/content.md). */
const notAvailableKey = /^href(Live|Code)$/;

/**
 * Everything still a placeholder or not set up in the repository at `root`, whose content module
 * (src/content/site.ts) exports `content`, or which has none yet (`null`).
 * `templateMailtoLead` is the placeholder's `contact.mailtoLead`, which a mailto-only form should not keep.
 * @param {{ root: string, content: Record<string, unknown> | null, env: Record<string, string | undefined>, templateMailtoLead?: string }} input
 * @returns {Finding[]}
 */
export function diagnose({ root, content, env, templateMailtoLead }) {
  return [
    ...(content
      ? [
          ...contentTexts(content),
          ...pictures(root, content),
          ...optionalParts(root, content),
          ...commentsFindings(content, contentFile),
        ]
      : [noContentYet()]),
    ...licence(root),
    ...contactForm(content, env, templateMailtoLead),
    ...(content ? githubFigures(root, content) : []),
    ...(content ? analyticsFindings(content) : []),
  ];
}

/**
 * The host files of the build in `dist/` (the folder an owner uploads) that are gone or were edited
 * after the build (scripts/lib/hosts/hostFilesDrift.mjs); nothing before the first build.
 * @param {string} root
 * @returns {Promise<Finding[]>}
 */
export async function builtHostFiles(root) {
  const drift = await hostFilesDrift(path.join(root, 'dist'));
  return drift.map(({ file, what }) => ({
    file: path.join('dist', ...file.split('/')),
    what,
    fix: 'run npm run build again and upload the whole of dist/ (docs/deploying.md#other-hosts)',
  }));
}

function noContentYet() {
  return {
    file: contentFile,
    what: "not there yet, so the site shows the template's placeholder (src/placeholder/)",
    fix: 'run npm run make-it-yours, then write your own words and pictures into src/content/',
  };
}

/**
 * A finding as the doctor prints it: `file (where): what. Fix: fix.`, the file in the repository's `/`
 * form on every OS. `flavour` is the OS's path functions (the tests pass `path.win32`).
 * @param {Finding} finding
 * @param {string} root
 * @param {import('node:path').PlatformPath} [flavour]
 */
export function findingLine({ file, where, what, fix }, root, flavour = path) {
  return `${displayPath(file, root, flavour)}${where ? ` (${where})` : ''}: ${what}. Fix: ${fix}.`;
}

/**
 * Every text and link of the content module still carrying a placeholder.
 * @param {Record<string, unknown>} content
 * @returns {Finding[]}
 */
function contentTexts(content) {
  const ownerName = /** @type {OwnersContent} */ (content).owner?.name;
  /** @type {Finding[]} */
  const findings = [];
  /**
   * @param {string} where
   * @param {string} what
   * @param {string} fix
   */
  const found = (where, what, fix) => findings.push({ file: contentFile, where, what, fix });
  /** @type {(value: unknown, where: string, key: string) => void} */
  const visit = (value, where, key) => {
    // Pictures are judged by their content (pictures below); texts made from the owner's name are
    // fixed with the name, so only the name itself is listed.
    if (typeof value === 'string' && key !== 'src') {
      const problem = textProblem(
        where === 'owner.name' ? value : ownerName ? value.replaceAll(ownerName, '') : value,
        where,
        key,
      );
      if (problem) found(where, `${JSON.stringify(value)}: ${problem.what}`, problem.fix);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, `${where}[${index}]`, key));
    } else if (value && typeof value === 'object') {
      for (const [name, item] of Object.entries(value)) visit(item, `${where}.${name}`, name);
    }
  };
  for (const [name, value] of Object.entries(content)) visit(value, name, name);
  return findings;
}

/**
 * What is wrong with one text of the content, if anything.
 * @param {string} text
 * @param {string} where
 * @param {string} key
 * @returns {{ what: string, fix: string } | undefined}
 */
function textProblem(text, where, key) {
  if (where === 'site.origin' && text === templateOrigin) {
    return {
      what: "the template's origin",
      fix: 'set it to where the site is published (https://<you>.github.io or your domain)',
    };
  }
  if (where === 'site.origin' && placeholderHosts.some((host) => host.test(hostOf(text)))) {
    return {
      what: 'a placeholder address (a domain kept for examples)',
      fix: 'set it to where the site is published (https://<you>.github.io or your domain)',
    };
  }
  if (where === 'owner.email' && placeholderHosts.some((host) => host.test(text.split('@').pop() ?? ''))) {
    return { what: 'a placeholder e-mail address', fix: 'write your address' };
  }
  if (where === 'owner.phone' && placeholderPhone.test(text)) {
    return { what: 'a placeholder phone number (555 is for fiction)', fix: 'write your number' };
  }
  if (linkKey.test(key) && key !== 'origin') {
    if (text === '#' && !notAvailableKey.test(key)) return { what: 'a link to nowhere', fix: 'give the real address' };
    if (placeholderHosts.some((host) => host.test(hostOf(text))) || /your-handle/i.test(text)) {
      return { what: 'a placeholder link', fix: 'give the real address' };
    }
  }
  if (placeholderWords.some((word) => word.test(text))) return { what: 'placeholder text', fix: 'write your own' };
  return undefined;
}

/** @param {string} link */
function hostOf(link) {
  try {
    return new URL(link).hostname;
  } catch {
    return '';
  }
}

/**
 * The photo and project pictures still the template's, by content.
 * @param {string} root
 * @param {Record<string, unknown>} content
 * @returns {Finding[]}
 */
function pictures(root, content) {
  /** @type {Finding[]} */
  const findings = [];
  /** @type {(value: unknown, where: string) => void} */
  const visit = (value, where) => {
    if (Array.isArray(value)) value.forEach((item, index) => visit(item, `${where}[${index}]`));
    else if (value && typeof value === 'object') {
      for (const [name, item] of Object.entries(value)) {
        if ((name === 'image' || name === 'photo') && typeof item?.src === 'string') {
          const file = path.join(imagesDir, ...item.src.split('/'));
          if (isPlaceholderPicture(path.join(root, file))) {
            findings.push({
              file,
              where: `${where}.${name}`,
              what: "the template's placeholder picture",
              fix: `put your picture in ${displayPath(imagesDir, root)}/ and name it in ${displayPath(contentFile, root)}`,
            });
          }
        } else visit(item, `${where}.${name}`);
      }
    }
  };
  for (const [name, value] of Object.entries(content)) visit(value, name);
  return findings;
}

/** @param {string} file */
function isPlaceholderPicture(file) {
  if (!existsSync(file)) return false;
  return placeholderImages.has(createHash('sha256').update(readFileSync(file)).digest('hex'));
}

/**
 * A résumé or work history switched on but not complete.
 * @param {string} root
 * @param {Record<string, unknown>} content
 * @returns {Finding[]}
 */
function optionalParts(root, content) {
  const { resume, experience } = /** @type {OwnersContent} */ (content);
  /** @type {Finding[]} */
  const findings = [];
  if (resume) {
    const file = path.join(contentDir, ...String(resume.src ?? '').split('/'));
    const pdf =
      existsSync(path.join(root, file)) &&
      statSync(path.join(root, file)).isFile() &&
      readFileSync(path.join(root, file)).subarray(0, 5).toString() === '%PDF-';
    // A CV the build writes (resume.cv) needs no file; the owner's own PDF (resume.src) must be there.
    if (!pdf && (resume.src !== undefined || !resume.cv))
      findings.push({
        file: contentFile,
        where: 'resume.src',
        what: `the résumé is switched on, but ${displayPath(file, root)} is not a PDF file`,
        fix: `put your CV as a PDF at ${displayPath(file, root)}, or set resume to null`,
      });
    if (!String(resume.label ?? '').trim())
      findings.push({
        file: contentFile,
        where: 'resume.label',
        what: 'the résumé link has no label',
        fix: "give it one, e.g. 'Résumé'",
      });
  }
  (experience?.entries ?? []).forEach((entry, index) => {
    /** @type {string[]} */
    const missing = /** @type {const} */ (['role', 'organisation', 'start', 'end']).filter(
      (field) => !String(entry[field] ?? '').trim(),
    );
    if (!entry.lines?.length) missing.push('lines');
    if (missing.length > 0) {
      findings.push({
        file: contentFile,
        where: `experience.entries[${index}]`,
        what: `an entry without ${missing.join(', ')}`,
        fix: 'fill it in, or remove the entry',
      });
    }
  });
  return findings;
}

/**
 * @param {string} root
 * @returns {Finding[]}
 */
function licence(root) {
  const text = readFileSync(path.join(root, 'LICENSE'), 'utf8');
  if (!text.includes(templateLicenceHolder)) return [];
  return [
    {
      file: 'LICENSE',
      what: `the copyright holder is "${templateLicenceHolder}"`,
      fix: 'write your name (and the year) in the Copyright line',
    },
  ];
}
