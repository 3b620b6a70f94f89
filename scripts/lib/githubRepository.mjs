// What the build, the refresh and the doctor agree on about GitHub's figures (docs/github.md): the
// file they are kept in and which code links are GitHub repositories.

/** Beside the content module: what `npm run github:refresh` last read from GitHub. */
export const GITHUB_CACHE_FILE = 'github.json';

const REPOSITORY_ADDRESS = /^https:\/\/(?:www\.)?github\.com\/([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/i;

/**
 * `owner/name` of a GitHub repository's address (`https://github.com/owner/name`), else undefined.
 * @param {string} address
 * @returns {string | undefined}
 */
export function repositoryOf(address) {
  const [, owner, name] = REPOSITORY_ADDRESS.exec(address) ?? [];
  return owner && name ? `${owner}/${name}` : undefined;
}
