// Writes each host's configuration into the build's folder (docs/deploying.md says which host reads which).
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { caddyfile } from './caddyfile.mjs';
import { hostPlan } from './hostPlan.mjs';
import { cloudflareRulesWarning, headersFile, redirectsFile } from './netlifyFiles.mjs';
import { nginxConf } from './nginxConf.mjs';
import { vercelJson } from './vercelJson.mjs';

/** Each file, relative to the build's folder: what writes it, and which host reads it. */
export const hostFiles = {
  _headers: { write: headersFile, readBy: 'Netlify and Cloudflare Pages' },
  _redirects: { write: redirectsFile, readBy: 'Netlify' },
  'vercel.json': { write: vercelJson, readBy: 'Vercel' },
  'hosts/nginx.conf': { write: nginxConf, readBy: 'nginx' },
  'hosts/Caddyfile': { write: caddyfile, readBy: 'Caddy' },
};

/**
 * @param {{ dist: string, base: string, pages: string[] }} build the output folder, its base path and the pages the prerender wrote
 * @returns {Promise<string[]>} the files written
 */
export async function writeHostFiles(build) {
  // The build's folder starts empty, so a host file already there came from public/: the build's own
  // would replace it unseen.
  const yours = Object.keys(hostFiles).filter((file) => existsSync(path.join(build.dist, file)));
  if (yours.length > 0) {
    throw new Error(
      `hosts: public/${yours.join(', public/')} would be replaced by the build's own, which carries each page's policy and the headers docs/security.md lists: remove ${yours.length > 1 ? 'them' : 'it'} (docs/deploying.md#other-hosts)`,
    );
  }
  const plan = await hostPlan(build);
  await mkdir(path.join(build.dist, 'hosts'), { recursive: true });
  for (const [file, { write }] of Object.entries(hostFiles)) await writeFile(path.join(build.dist, file), write(plan));
  const tooManyRules = cloudflareRulesWarning(plan);
  if (tooManyRules) console.warn(tooManyRules);
  return Object.keys(hostFiles);
}
