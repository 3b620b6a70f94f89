/** The search page's path under a language's folder: it lists everything the search finds. */
export const searchPagePath = 'search/';
