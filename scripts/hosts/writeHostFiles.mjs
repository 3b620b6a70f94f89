// Writes each host's configuration into the build's folder (docs/deploying.md says which host reads which).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { caddyfile } from './caddyfile.mjs';
import { hostPlan } from './hostPlan.mjs';
import { headersFile, redirectsFile } from './netlifyFiles.mjs';
import { nginxConf } from './nginxConf.mjs';
import { vercelJson } from './vercelJson.mjs';

/** Each file, relative to the build's folder, and what writes it. */
export const hostFiles = {
  _headers: headersFile,
  _redirects: redirectsFile,
  'vercel.json': vercelJson,
  'hosts/nginx.conf': nginxConf,
  'hosts/Caddyfile': caddyfile,
};

/**
 * @param {{ dist: string, base: string, pages: string[] }} build the output folder, its base path and the pages the prerender wrote
 * @returns {Promise<string[]>} the files written
 */
export async function writeHostFiles(build) {
  const plan = await hostPlan(build);
  await mkdir(path.join(build.dist, 'hosts'), { recursive: true });
  for (const [file, write] of Object.entries(hostFiles)) await writeFile(path.join(build.dist, file), write(plan));
  return Object.keys(hostFiles);
}
