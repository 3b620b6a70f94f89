/** What the build knows of a project's GitHub repository, read from the refresh's cache (docs/github.md). */
export interface RepositoryFigures {
  stars: number;
  /** Its main language as GitHub names it, `null` when GitHub names none. */
  language: string | null;
  /** Its last push, an ISO 8601 time (UTC). */
  pushedAt: string;
}

/** A GitHub user's public figures. */
export interface ProfileFigures {
  publicRepos: number;
  followers: number;
}
