// The doctor's findings for services.github (docs/github.md): figures asked for that github.json does
// not hold, so the cards or the contacts show none. No token is asked for: GitHub's 60 requests an
// hour without one are enough for a site's projects.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { GITHUB_CACHE_FILE, repositoryOf } from '../lib/githubRepository.mjs';
import { ownerFolder } from '../lib/makeItYours.mjs';

const cacheFile = path.join(ownerFolder, GITHUB_CACHE_FILE);
const refresh = 'run npm run github:refresh and commit the file';

/**
 * The GitHub figures `services.github` asks for and the owner's github.json lacks.
 * @param {string} root
 * @param {{ services?: { github?: { projects?: boolean, profile?: string } }, projects?: { hrefCode: string }[] }} content
 * @returns {import('./checks.mjs').Finding[]}
 */
export function githubFigures(root, content) {
  const github = content.services?.github;
  const projects = github?.projects ? (content.projects ?? []) : [];
  const repositories = projects.flatMap((project, index) => {
    const repository = repositoryOf(project.hrefCode);
    return repository ? [{ repository, where: `projects[${index}].hrefCode` }] : [];
  });
  if (repositories.length === 0 && !github?.profile) return [];
  const file = path.join(root, cacheFile);
  if (!existsSync(file))
    return [{ file: cacheFile, what: 'not there yet, so services.github shows no figures', fix: refresh }];
  let cache;
  try {
    cache = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return [{ file: cacheFile, what: 'not JSON, which fails the build', fix: `fix it, or delete it and ${refresh}` }];
  }
  const missing = repositories
    .filter(({ repository }) => !cache?.repositories?.[repository])
    .map(({ repository, where }) => ({ file: cacheFile, where, what: `no figures of ${repository}`, fix: refresh }));
  if (github?.profile && !cache?.profiles?.[github.profile])
    missing.push({
      file: cacheFile,
      where: 'services.github.profile',
      what: `no figures of ${github.profile}`,
      fix: refresh,
    });
  return missing;
}
