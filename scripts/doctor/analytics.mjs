// The doctor's findings on the content's counter (docs/analytics.md). What the build already stops on
// (an id of the wrong form: vite/content/serviceMistakes.ts) is not repeated here.
import { ownerContentFile as contentFile } from '../lib/makeItYours.mjs';

/** A host name as Plausible names a site: without `www.`. */
const plausibleName = (/** @type {string} */ host) => host.replace(/^www\./, '');

/**
 * Plausible's `domain` other than the site's own (`site.origin`): the views would be counted under
 * another site of Plausible's, or not at all.
 * @param {Record<string, unknown>} content the content module's exports
 * @returns {import('./checks.mjs').Finding[]}
 */
export function analyticsFindings(content) {
  const { services, site } =
    /** @type {{ services?: import('../../src/contentShape/services.ts').Services, site?: { origin?: unknown } }} */ (
      content
    );
  const analytics = services?.analytics;
  if (analytics?.provider !== 'plausible' || typeof site?.origin !== 'string' || !URL.canParse(site.origin)) return [];
  const siteName = plausibleName(new URL(site.origin).hostname);
  if (plausibleName(analytics.domain) === siteName) return [];
  return [
    {
      file: contentFile,
      where: 'services.analytics.domain',
      what: `Plausible counts the views under "${analytics.domain}", but the site is at ${siteName} (site.origin)`,
      fix: `set domain to '${siteName}', the name you gave the site in Plausible, or site.origin to where the site is`,
    },
  ];
}
