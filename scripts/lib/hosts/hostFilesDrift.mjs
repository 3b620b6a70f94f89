// What `npm run doctor` says of the host files in a build: each one the build wrote that is gone, or
// that no longer says what the build would write from the pages beside it (edited by hand, or left
// from another build), naming the page whose policy it no longer carries.
import { existsSync, readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { builtBase } from '../builtBase.mjs';
import { hostPlan } from './hostPlan.mjs';
import { hostFiles } from './writeHostFiles.mjs';

/**
 * @typedef {{ file: string, what: string }} HostFileDrift `file` relative to the build's folder, with `/`
 * @param {string} dist the build's folder
 * @returns {Promise<HostFileDrift[]>} nothing when there is no build
 */
export async function hostFilesDrift(dist) {
  const base = builtBase(dist);
  if (!base) return [];
  const pages = (await readdir(dist, { recursive: true }))
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.html'));
  const plan = await hostPlan({ dist, base, pages });
  /** @type {HostFileDrift[]} */
  const drift = [];
  for (const [file, { write, readBy }] of Object.entries(hostFiles)) {
    const onDisk = path.join(dist, file);
    if (!existsSync(onDisk)) {
      drift.push({ file, what: `is missing, so ${readBy} would serve the site without what it says` });
      continue;
    }
    const text = readFileSync(onDisk, 'utf8');
    if (text === write(plan)) continue;
    const unmatched = plan.pages.find(({ policy }) => !text.includes(policy));
    drift.push({
      file,
      what: unmatched
        ? `no longer carries the Content-Security-Policy of ${unmatched.urls[0]}, so ${readBy} would refuse that page what it loads`
        : `differs from what the build wrote for ${readBy}`,
    });
  }
  return drift;
}
