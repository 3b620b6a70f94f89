import { createContext, useContext } from 'react';
import type { Content } from '@/content/types';
import { siteLanguages, type PageLanguage } from './siteLanguages';

const LanguageContext = createContext<PageLanguage>(siteLanguages[0]);

/** Renders the page in one language: the components below read its words. */
export const LanguageProvider = LanguageContext.Provider;

/** The language of the page being rendered (the default outside a provider). */
export const usePageLanguage = (): PageLanguage => useContext(LanguageContext);

/** Everything the page says, in its language. */
export const useContent = (): Content => useContext(LanguageContext).content;
