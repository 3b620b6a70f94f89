import { createContext } from 'react';

/**
 * The page's path inside its language's folder, which the language switch keeps: `projects/search-chase/`
 * on a case study; `''` on the main page, whose switch keeps the section in view instead. A page that some
 * languages lack (a post) gives the path in each language, by code: where the switch leads there.
 */
export const PagePath = /* @__PURE__ */ createContext<string | Readonly<Record<string, string>>>('');
