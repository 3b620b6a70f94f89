import { createContext, useContext } from 'react';
import type { PageContent } from '@/content/types';
import { onlyLanguage } from 'virtual:page-languages';
import type { PageLanguage } from './pageLanguage';

const LanguageContext = createContext<PageLanguage | null>(onlyLanguage);

/** Renders the page in one language: the components below read its words (a React 19 context is its own provider). */
export const LanguageProvider = LanguageContext;

/** The language of the page being rendered: the provider's, or a site's only language. */
export function usePageLanguage(): PageLanguage {
  const language = useContext(LanguageContext);
  if (!language) throw new Error('A site in several languages renders its page inside a LanguageProvider.');
  return language;
}

/** Everything the page says, in its language. */
export const useContent = (): PageContent => usePageLanguage().content;
