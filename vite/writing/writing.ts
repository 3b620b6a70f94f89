import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';
import type { ContentImage, LatestPosts, PostFacts, WritingLabels } from '../../src/contentShape/types.ts';
import type { Site } from '../content/contentModule.ts';
import { postCard, postSlug } from '../../src/writing/writingAddress.ts';
import { figureSlot } from '../../src/theme/imageSlots.ts';
import { displayPath } from '../../scripts/lib/displayPath.mjs';
import { IMAGE_BUDGET, type ImageRequest } from '../images/renditions.ts';
import { caseStudyCardSvg, type BrandColours } from '../images/brandArt.ts';
import { cardLines, siteCardLanguage } from '../images/cardText.ts';
import { figureMarkup } from '../caseStudies/figureMarkup.ts';
import { ContentError } from '../caseStudies/frontMatter.ts';
import { renderStory, type StoryLink } from '../caseStudies/markdown.ts';
import { virtualDataModule } from '../virtualDataModule.ts';
import { readCache } from './elsewhere/cacheFile.ts';
import { listedElsewhere, type ListedElsewhere } from './elsewhere/listedElsewhere.ts';
import { parsePostFile } from './postFacts.ts';
import { postFiles } from './postFiles.ts';
import { proseOf, readingMinutes } from './readingTime.ts';

export interface PostBuild {
  slug: string;
  /** The file as the owner sees it, for messages. */
  file: string;
  facts: PostFacts;
  html: string;
  headingIds: string[];
  links: StoryLink[];
  /** Minutes to read, from the words as the post's language cuts them. */
  minutes: number;
}

/** One language's posts, newest first, drafts left out, with the words around them. */
export interface WritingBuild {
  lang: string;
  dir: 'ltr' | 'rtl';
  folder: string;
  title: string;
  intro: string;
  labels: WritingLabels;
  /** The main page's section of its newest posts, as its words give it. */
  latest?: Partial<LatestPosts>;
  posts: PostBuild[];
  /** Its posts on other sites, newest first, from the cache `npm run writing:refresh` writes. */
  elsewhere: ListedElsewhere[];
  /** Before such a post's site: `Published on`. */
  publishedOn: string;
}

interface Options {
  site: Site;
  colours: () => BrandColours;
}

interface ReadWriting {
  languages: WritingBuild[];
  images: ImageRequest[];
}

/** Where a language's posts are read from and shown under. */
interface PostPlace {
  contentFolder: string;
  lang: string;
  /** The config's base path, and the language's folder under it. */
  base: string;
  folder: string;
}

/**
 * One post read from its file, checked and rendered, with the images it names; `undefined` for a
 * draft. A mistake in the file throws a ContentError naming it.
 */
async function readPost(
  named: string,
  { contentFolder, lang, base, folder }: PostPlace,
): Promise<{ post: PostBuild; images: ImageRequest[] } | undefined> {
  const imageDir = path.join(contentFolder, 'images');
  const source = path.join(contentFolder, named);
  const file = displayPath(source);
  if (!existsSync(source)) throw new Error(`writing (${lang}): the post ${file} is not there`);
  const parsed = parsePostFile(await readFile(source, 'utf8'), file);
  if (parsed.facts.draft) return undefined;
  const story = renderStory(parsed.body, {
    lineOffset: parsed.bodyOffset,
    file,
    base: `${base}${folder}`,
    figure: (image) => figureMarkup(base, image),
    titleFrom: 'its front matter\u2019s title',
  });
  const imageAt = (image: ContentImage, line: number): ImageRequest => {
    if (!existsSync(path.join(imageDir, image.src)))
      throw new ContentError(file, line, `the image ${image.src} is not in ${displayPath(imageDir)}/`);
    return { by: `${file}:${line}`, image, slot: figureSlot, dir: imageDir };
  };
  const images = story.images.map(({ image, line }) => imageAt(image, line));
  if (parsed.facts.cover) images.push(imageAt(parsed.facts.cover, parsed.fieldLine('cover')));
  const post = {
    slug: postSlug(named),
    file,
    facts: parsed.facts,
    html: story.html,
    headingIds: story.headingIds,
    links: story.links,
    minutes: readingMinutes(proseOf(story.html), lang),
  };
  return { post, images };
}

async function readWriting(
  { site: { languages: siteLanguages, folder: contentFolder } }: Options,
  base: string,
): Promise<ReadWriting> {
  const images: ImageRequest[] = [];
  const languages: WritingBuild[] = [];
  // Every post's mistake, told together: an owner mends them all before building again.
  const mistakes: string[] = [];
  const named = postFiles(siteLanguages);
  const cache = named.some(({ writing }) => writing.elsewhere) ? readCache(contentFolder) : undefined;
  for (const { lang, dir, folder, writing } of named) {
    const posts: PostBuild[] = [];
    for (const named of writing.posts) {
      const read = await readPost(named, { contentFolder, lang, base, folder }).catch((error: unknown) => {
        if (!(error instanceof ContentError)) throw error;
        mistakes.push(error.message);
      });
      if (!read) continue;
      const { post } = read;
      if (posts.some(({ slug }) => slug === post.slug))
        throw new Error(`${post.file}: two posts in ${lang} are called "${post.slug}"; rename one file`);
      posts.push(post);
      images.push(...read.images);
    }
    posts.sort((a, b) => b.facts.date.localeCompare(a.facts.date));
    const elsewhere = listedElsewhere(writing, lang, cache, (message) => console.warn(message));
    if (posts.length > 0 || elsewhere.length > 0) {
      const publishedOn = writing.elsewhere?.publishedOn ?? '';
      languages.push({
        lang,
        dir,
        folder,
        title: writing.title,
        intro: writing.intro,
        labels: writing.labels,
        latest: writing.latest,
        posts,
        elsewhere,
        publishedOn,
      });
    }
  }
  if (mistakes.length === 1) throw new Error(mistakes[0]);
  if (mistakes.length > 1) throw new Error(`${mistakes.length} posts have mistakes:\n${mistakes.join('\n')}`);
  return { languages, images };
}

/**
 * The posts the content names, in each language: each Markdown file read, checked (failing the build
 * with the file and line of the mistake), drafts left out, turned into safe HTML for `virtual:writing`
 * with its reading time; their images handed to the content-image pipeline (`images`), and a share card
 * each, drawn from its cover (else the owner's photo) with its title and day, under the post's folder.
 */
export function writingPosts(options: Options): {
  plugin: Plugin;
  images: () => Promise<ImageRequest[]>;
  languages: () => Promise<WritingBuild[]>;
} {
  const writing = virtualDataModule({
    name: 'writing',
    id: 'virtual:writing',
    read: (base) => readWriting(options, base),
    exported: ({ languages }) => languages,
    assets: ({ languages }) => shareCards(languages, options),
  });
  return {
    plugin: writing.plugin,
    images: async () => (await writing.data()).images,
    languages: async () => (await writing.data()).languages,
  };
}

/** Each post's share card, under its folder in its language. */
async function* shareCards(languages: WritingBuild[], options: Options) {
  for (const language of languages) {
    for (const post of language.posts) {
      const source = await shareCard(post, language, options);
      if (source.length > IMAGE_BUDGET)
        throw new Error(
          `${post.file}: its share card comes out at ${(source.length / 1024).toFixed(1)} KB, over the 100 KB budget`,
        );
      yield { fileName: `${language.folder}${postCard(post.slug).path}`, source };
    }
  }
}

/** The post's cover (else the owner's photo) filling the card, its title and its day (as its language writes it) over a band of the page colour. */
async function shareCard(post: PostBuild, { lang, dir }: WritingBuild, { site, colours }: Options): Promise<Buffer> {
  const { width, height } = postCard(post.slug);
  const picture = await sharp(path.join(site.folder, 'images', (post.facts.cover ?? site.content.owner.photo).src))
    .autoOrient()
    .resize(width, height, { fit: 'cover', position: 'centre' })
    .toBuffer();
  const day = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${post.facts.date}T00:00:00Z`),
  );
  const lines = await cardLines(siteCardLanguage(site.languages, lang), post.facts.title, day, {
    card: `${post.file}: its share card`,
    contentFolder: site.folder,
  });
  const overlay = Buffer.from(caseStudyCardSvg(lines.heading, lines.line, { width, height, dir }, colours()));
  return sharp(picture)
    .composite([{ input: overlay }])
    .jpeg({ quality: 78, mozjpeg: true })
    .toBuffer();
}
