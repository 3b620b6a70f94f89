import type { Plugin } from 'vite';
import type { LatestPostsData } from '../../src/writing/latestPosts.ts';
import { virtualDataModule } from '../virtualDataModule.ts';
import type { WritingBuild } from './writing.ts';

const sectionId = 'virtual:latest-posts-section';
const DEFAULT_COUNT = 3;

/**
 * The main page's newest posts in each language whose `writing` gives `latest` and that has posts of its
 * own (drafts left out; posts published elsewhere are the index's); the section's place is the first
 * such language's (the default's when it lists them). Null when none does.
 */
export function latestPostsData(languages: readonly WritingBuild[]): LatestPostsData | null {
  const listing = languages.filter((language) => language.latest && language.posts.length > 0);
  const [first] = listing;
  if (!first) return null;
  const after = first.latest!.after;
  if (!after)
    throw new Error(
      `writing.latest (${first.lang}): give \`after\`, the section the latest posts follow on the main page`,
    );
  return {
    after,
    languages: Object.fromEntries(
      listing.map(({ lang, latest, labels, posts }) => {
        const count = latest!.count ?? first.latest!.count ?? DEFAULT_COUNT;
        if (!Number.isInteger(count) || count < 1)
          throw new Error(`writing.latest (${lang}): \`count\` is ${count}; give a whole number of posts, 1 or more`);
        if (!latest!.title || !latest!.menuTitle)
          throw new Error(`writing.latest (${lang}): give its \`title\` and \`menuTitle\``);
        const listed = posts
          .slice(0, count)
          .map(({ slug, facts }) => ({ slug, title: facts.title, date: facts.date, summary: facts.summary }));
        return [lang, { title: latest!.title, menuTitle: latest!.menuTitle, allPosts: labels.allPosts, posts: listed }];
      }),
    ),
  };
}

const languageLatestPrefix = 'virtual:latest-posts/';

/** A language's `virtual:latest-posts/<lang>`: its own latest posts alone, which its page's script loads. */
export const latestPostsModuleOf = (lang: string) => `${languageLatestPrefix}${lang}`;

/**
 * The modules of the main page's latest posts, all nulls when no language lists them, so such a page
 * ships none of it:
 * - `virtual:latest-posts`: the data above, every language's, for the prerender (src/language/siteLanguages.ts);
 * - `virtual:latest-posts/<lang>`: one language's, so a page's script carries its own language's posts
 *   and no other's (in its page's module: vite/languageModules.ts);
 * - `virtual:latest-posts-section`: the section's component (src/writing/LatestPosts.tsx) and
 *   `latestAfter`, the section it follows in every language.
 * `listed` gives the same data to the build's other readers (the header's width), read once.
 */
export function latestPosts(
  languages: () => Promise<WritingBuild[]>,
  sectionFile: string,
): { plugins: Plugin[]; listed: () => Promise<LatestPostsData | null> } {
  const data = virtualDataModule({
    name: 'portfolio:latest-posts',
    id: 'virtual:latest-posts',
    read: async () => latestPostsData(await languages()),
    exported: (latest) => latest,
    assets: () => [],
  });
  const section: Plugin = {
    name: 'portfolio:latest-posts-section',
    resolveId: (source) => (source === sectionId || source.startsWith(languageLatestPrefix) ? `\0${source}` : null),
    async load(moduleId) {
      if (moduleId === `\0${sectionId}`) {
        const latest = await data.data();
        if (!latest) return 'export const LatestPosts = null;\nexport const latestAfter = null;';
        return [
          `export { LatestPosts } from ${JSON.stringify(sectionFile)};`,
          `export const latestAfter = ${JSON.stringify(latest.after)};`,
        ].join('\n');
      }
      if (!moduleId.startsWith(`\0${languageLatestPrefix}`)) return null;
      const lang = moduleId.slice(languageLatestPrefix.length + 1);
      return `export default ${JSON.stringify((await data.data())?.languages[lang] ?? null)};`;
    },
  };
  return { plugins: [data.plugin, section], listed: data.data };
}
