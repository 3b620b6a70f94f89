import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import type { Analytics } from '../src/contentShape/services.ts';
import { pageViewEntryName } from '../scripts/lib/pageViewScript.mjs';

const senderId = 'virtual:analytics-sender';
const resolvedSenderId = `\0${senderId}`;
const source = (file: string) => fileURLToPath(new URL(`../${file}`, import.meta.url));

/**
 * The counter, in a build whose content turns analytics on (nothing at all otherwise): its script, an
 * entry of its own beside the page's (scripts/lib/pageViewScript.mjs; the prerender adds it to the
 * pages), and `virtual:analytics-sender`, the chosen counter's sender alone.
 */
export function analyticsScript(analytics: Analytics | undefined): Plugin[] {
  if (!analytics) return [];
  return [
    {
      name: 'portfolio:analytics-script',
      apply: 'build',
      config: (_config, { isSsrBuild }) =>
        isSsrBuild
          ? undefined
          : {
              build: {
                rolldownOptions: {
                  input: {
                    index: source('index.html'),
                    [pageViewEntryName]: source('src/siteServices/analytics/countPageView.ts'),
                  },
                },
              },
            },
      resolveId: (id) => (id === senderId ? resolvedSenderId : undefined),
      load: (id) =>
        id === resolvedSenderId
          ? `export { sendPageView } from ${JSON.stringify(source(`src/siteServices/analytics/${analytics.provider}.ts`))};`
          : undefined,
    },
  ];
}
