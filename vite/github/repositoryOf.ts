const REPOSITORY_ADDRESS = /^https:\/\/(?:www\.)?github\.com\/([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/i;

/** `owner/name` of a GitHub repository's address (`https://github.com/owner/name`), else undefined. */
export function repositoryOf(address: string): string | undefined {
  const [, owner, name] = REPOSITORY_ADDRESS.exec(address) ?? [];
  return owner && name ? `${owner}/${name}` : undefined;
}
