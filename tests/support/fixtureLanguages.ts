import type { Content } from '../../src/content/types';
import { translatedPage } from '../../src/language/translatedPages';
import * as fixture from '../fixtures/content-full/site';

/** Each of the fixture's languages with its pages' folder under the base and its content (the form's messages in it), the default first, as the build makes them. */
export const fixtureLanguages = [
  { ...fixture.languages.default, path: '', content: fixture as Content },
  ...fixture.languages.others.map((translation) => {
    const { formMessages, content, ...page } = translatedPage(fixture, translation);
    return { ...page, content: { ...content, formMessages: formMessages! } };
  }),
];
