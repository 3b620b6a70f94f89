import type { GitHubWords } from '@/content/types';

/** The figures' names on a page whose content gives none. */
export const defaultGitHubWords: GitHubWords = {
  stars: 'Stars',
  language: 'Language',
  lastPush: 'Last push',
  repositories: 'Repositories',
  followers: 'Followers',
};
