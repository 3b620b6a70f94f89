/** A case study's slug: its file's name without `.md`, e.g. `case-studies/search-chase.md` → `search-chase`. */
export function caseStudySlug(file: string): string {
  return file.replace(/^.*\//, '').replace(/\.md$/i, '');
}

/** The page's path under the base, e.g. `projects/search-chase/`. */
export const caseStudyPath = (slug: string) => `projects/${slug}/`;

/** The id of the project's card on the main page, where the case study's way back lands. */
export const cardAnchor = (slug: string) => `project-${slug}`;

/** A case study's share card (made at build from the project's picture), under its page's folder. */
export const caseStudyCard = (slug: string) => ({
  path: `${caseStudyPath(slug)}og-image.jpg`,
  width: 1200,
  height: 630,
});
