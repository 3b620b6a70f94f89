/** A post's slug: its file's name without `.md`, e.g. `writing/first-post.md` → `first-post`. */
export function postSlug(file: string): string {
  return file.replace(/^.*\//, '').replace(/\.md$/i, '');
}

/** The posts' index under a language's folder. */
export const writingPath = 'writing/';

/** A post's page under a language's folder, e.g. `writing/first-post/`. */
export const postPath = (slug: string) => `${writingPath}${slug}/`;

/**
 * A tag's name in addresses: lower case, its letters and digits (of any script) joined by `-`,
 * e.g. `Web Performance` → `web-performance`, `أداء الويب` → `أداء-الويب`.
 */
export const tagSlug = (tag: string) =>
  tag
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');

/** A tag's page under a language's folder, e.g. `writing/tags/react/`. */
export const tagPath = (tag: string) => `${writingPath}tags/${tagSlug(tag)}/`;

/** A language's feeds under its folder: Atom and JSON Feed. */
export const feedPaths = { atom: `${writingPath}feed.xml`, json: `${writingPath}feed.json` };

/** A post's share card (made at build from its cover, else the owner's photo), under its page's folder. */
export const postCard = (slug: string) => ({ path: `${postPath(slug)}og-image.jpg`, width: 1200, height: 630 });
