import { createContext, useContext } from 'react';
import type { PageContent } from '@/content/types';
import { defaultPageLanguage } from './defaultPageLanguage';
import type { PageLanguage } from './translatedPages';

const LanguageContext = createContext<PageLanguage>(defaultPageLanguage);

/** Renders the page in one language: the components below read its words (a React 19 context is its own provider). */
export const LanguageProvider = LanguageContext;

/** The language of the page being rendered (the default outside a provider). */
export const usePageLanguage = (): PageLanguage => useContext(LanguageContext);

/** Everything the page says, in its language. */
export const useContent = (): PageContent => useContext(LanguageContext).content;
