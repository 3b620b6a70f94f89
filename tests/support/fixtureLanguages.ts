import type { Content } from '../../src/content/types';
import { localise } from '../../src/language/localise';
import * as fixture from '../fixtures/content-full/site';

/** Each of the fixture's languages with its pages' folder under the base and its content, the default first. */
export const fixtureLanguages = [
  { ...fixture.languages.default, path: '', content: fixture as Content },
  ...fixture.languages.others.map(({ words, ...language }) => ({
    ...language,
    path: `${language.lang}/`,
    content: { ...localise(fixture, words, language.lang), formMessages: words.formMessages },
  })),
];
