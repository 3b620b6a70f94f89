import type { SiteContent } from '../../vite/content/contentModule';
import { languagesOf } from '../../vite/content/languagesOf';
import * as fixture from '../fixtures/content-full/site';

/** Each language of a content module with its pages' folder under the base and its content (the form's messages in it), the default first, as the build makes them. */
export const siteLanguages = (site: SiteContent) =>
  languagesOf(site).map(({ content, formMessages, ...page }) => ({ ...page, content: { ...content, formMessages } }));

/** The fixture's languages (siteLanguages). */
export const fixtureLanguages = siteLanguages(fixture);
