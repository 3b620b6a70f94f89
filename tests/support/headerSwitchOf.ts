import { loadSite } from '../../vite/content/contentModule';
import { contentSwitchWidth } from '../../vite/header/contentSwitchWidth';
import { latestPostsData } from '../../vite/writing/latestPosts';
import { writingPosts } from '../../vite/writing/writing';

const noShareCards = () => {
  throw new Error('the header switch draws no share card');
};

/**
 * The header switch the build computes for a content module (vite/header/headerSwitch.ts): each
 * language's row, with the latest posts in its menu where its page lists them (drafts left out).
 */
export async function headerSwitchOf(module: string): Promise<number> {
  const site = await loadSite(module);
  const listed = latestPostsData(await writingPosts({ site, colours: noShareCards }).languages());
  return contentSwitchWidth(site.languages, listed);
}
