// The owner's first step: a copy of the template's placeholder content (src/placeholder/: site.ts, the
// form's messages, pictures and icons) becomes theirs in src/content/, a folder no release of the
// template writes.
import { cpSync, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

export const placeholderFolder = path.join('src', 'placeholder');
export const ownerFolder = path.join('src', 'content');
export const ownerContentFile = path.join(ownerFolder, 'site.ts');
/**
 * The owner's own snapshots of their pages: there once they record them (`npm run test:update`),
 * checked by `npm test` from then on (tests/owner/visual.spec.ts).
 */
export const ownerSnapshotsFolder = [ownerFolder, 'snapshots'].join('/').split(path.sep).join('/');

/**
 * Copies the placeholder into the owner's folder of the repository at `root`; refuses, changing
 * nothing, where the owner already has content.
 * @param {string} root
 * @returns {string[]} the files and folders written, from the root
 */
export function copyPlaceholder(root) {
  if (existsSync(path.join(root, ownerContentFile))) {
    throw new Error(
      `${ownerContentFile.split(path.sep).join('/')} is there already: it is yours, and nothing was copied.`,
    );
  }
  const entries = readdirSync(path.join(root, placeholderFolder));
  for (const entry of entries) {
    cpSync(path.join(root, placeholderFolder, entry), path.join(root, ownerFolder, entry), {
      recursive: true,
      errorOnExist: true,
      force: false,
    });
  }
  return entries.map((entry) => [ownerFolder, entry].join('/').split(path.sep).join('/'));
}
