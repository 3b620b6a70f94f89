import { writeFileSync } from 'node:fs';
import { displayPath } from '../../../scripts/lib/displayPath.mjs';
import { loadSite, type Site } from '../../content/contentModule.ts';
import { cachePath, cacheText, readCache } from './cacheFile.ts';
import { namedFeeds } from './namedFeeds.ts';
import { refreshCache } from './refreshCache.ts';

export interface RefreshReport {
  /** What it did, in a line. */
  summary: string;
  warnings: string[];
}

/**
 * `npm run writing:refresh`: reads every feed the content names and writes what they hold into the
 * content folder's cache, only when that changed. Failures are warnings: the cache keeps what it had.
 */
export async function refreshContent(site?: Pick<Site, 'folder' | 'languages'>): Promise<RefreshReport> {
  const { folder, languages } = site ?? (await loadSite());
  const feeds = namedFeeds(languages);
  const file = cachePath(folder);
  const before = readCache(folder);
  if (feeds.length === 0 && !before)
    return { summary: 'no feed named in writing.elsewhere: nothing to read', warnings: [] };
  const { cache, warnings } = await refreshCache(feeds, before ?? {});
  const text = cacheText(cache);
  if (before && text === cacheText(before))
    return { summary: `${displayPath(file)} unchanged (${feeds.length} feeds)`, warnings };
  writeFileSync(file, text);
  return { summary: `${displayPath(file)} written (${feeds.length} feeds)`, warnings };
}
