import { createContext } from 'react';

/**
 * The page's path inside its language's folder, which the language switch keeps: `projects/search-chase/`
 * on a case study; `''` on the main page, whose switch keeps the section in view instead.
 */
export const PagePath = /* @__PURE__ */ createContext('');
