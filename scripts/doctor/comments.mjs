// The doctor's findings on the comments (services.comments, docs/comments.md): what the build lets
// through yet is no real giscus setting. An id of the wrong form (`R_…`, empty) already stops the build
// (vite/content/serviceMistakes.ts), so it is not repeated here.
import { hasCaseStudies, hasPosts } from './leftForYou.mjs';

/** Ids a hand writes for one not copied yet: `R_xxxx`, `DIC_XXXX`, `R_0000`, `R_your_repo_id`. */
const placeholderId = /^(R|DIC)_(x+|0+|your\w*|id)$/i;

/** The repositories the docs and giscus' own page show as examples. */
const exampleRepos = new Set(['someone/site', 'owner/repo', 'owner/name', 'username/repo']);

/** Where each id is found on giscus.app's configuration page, in its script tag. */
const giscusAttribute = { repoId: 'data-repo-id', categoryId: 'data-category-id' };

/**
 * The comments turned on where no page shows them (no post, no case study), or with a repository or
 * an id still an example or a placeholder.
 * @param {Record<string, unknown>} content the content module's exports
 * @param {string} file the content module, as findings name it
 * @returns {import('./checks.mjs').Finding[]}
 */
export function commentsFindings(content, file) {
  const comments = /** @type {{ comments?: Record<string, unknown> } | undefined} */ (content.services)?.comments;
  if (!comments) return [];
  /** @type {import('./checks.mjs').Finding[]} */
  const findings = [];
  if (!hasPosts(content) && !hasCaseStudies(content))
    findings.push({
      file,
      where: 'services.comments',
      what: 'on, but the site has no post and no case study, the only pages that show comments',
      fix: 'add a post or a case study (docs/content.md#writing, docs/content.md#case-studies); the comments come with it',
    });
  if (typeof comments.repo === 'string' && exampleRepos.has(comments.repo.toLowerCase()))
    findings.push({
      file,
      where: 'services.comments.repo',
      what: `"${comments.repo}": an example repository, not yours`,
      fix: 'name the public repository whose Discussions hold the comments (docs/comments.md)',
    });
  for (const [key, attribute] of Object.entries(giscusAttribute)) {
    const id = comments[key];
    if (typeof id === 'string' && placeholderId.test(id))
      findings.push({
        file,
        where: `services.comments.${key}`,
        what: `"${id}": a placeholder id, with which giscus finds no discussion`,
        fix: `copy ${attribute} from the script giscus.app writes for your repository (docs/comments.md)`,
      });
  }
  return findings;
}
