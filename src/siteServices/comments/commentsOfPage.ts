import type { Comments } from '@/contentShape/services';
import { commentsOrigin } from '@/siteServices/origins';
import { giscusLocale } from './giscusLocale';
import type { CommentsWidget } from './giscusWidget';

/**
 * A page's discussion's title: its path under the base with its language's folder
 * (`writing/first-post/`, `ja/projects/tide-table/`), the same on every host and base path, one per
 * page and language.
 */
export const discussionTerm = (languageFolder: string, path: string): string => `${languageFolder}${path}`;

/** What the comments' script of a page needs: the content's giscus, the page's discussion and language. */
export const commentsWidgetOf = (comments: Comments, term: string, lang: string): CommentsWidget => ({
  host: commentsOrigin(comments),
  repo: comments.repo,
  repoId: comments.repoId,
  category: comments.category,
  categoryId: comments.categoryId,
  term,
  locale: giscusLocale(lang),
});

/** The page's discussion searched for on GitHub, in its category: the way to the comments without script. */
export const discussionSearch = (comments: Comments, term: string): string =>
  `https://github.com/${comments.repo}/discussions?${new URLSearchParams({
    discussions_q: `category:"${comments.category}" in:title "${term}"`,
  })}`;
