import type { Content, Languages } from '../../src/contentShape/types';
import { translatedPage } from '../../src/language/translatedPages';
import * as fixture from '../fixtures/content-full/site';

/** Each language of a content module with its pages' folder under the base and its content (the form's messages in it), the default first, as the build makes them. */
export function siteLanguages(site: Content & { languages: Languages }) {
  return [
    { ...site.languages.default, path: '', content: site as Content },
    ...site.languages.others.map((translation) => {
      const { formMessages, content, ...page } = translatedPage(site, translation);
      return { ...page, content: { ...content, formMessages: formMessages! } };
    }),
  ];
}

/** The fixture's languages (siteLanguages). */
export const fixtureLanguages = siteLanguages(fixture);
