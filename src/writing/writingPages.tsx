import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import writing from 'virtual:writing';
import type { OtherPage } from '@/caseStudies/caseStudyPages';
import { site } from '@/content/site';
import { LanguageProvider } from '@/language/LanguageContext';
import { PagePath } from '@/language/PagePath';
import { siteLanguages, type PageLanguage } from '@/language/siteLanguages';
import { withComments } from '@/siteServices/comments/withComments';
import { atomFeed, jsonFeed } from '@/writing/writingFeeds';
import { writingHead, type WritingHeadOptions } from '@/writing/writingHead';
import caseStudyStyles from '@/caseStudies/caseStudy.css?raw';
import { PostList } from './PostList';
import { PostPage } from './PostPage';
import { feedPaths, postCard, postPath, tagPath, writingPath } from './writingAddress';
import writingStyles from './writing.css?raw';

type LanguageWriting = (typeof writing)[number];

const languageOf = (lang: string) => siteLanguages.find((language) => language.lang === lang)!;
const withWriting = writing.map((posts) => ({ posts, language: languageOf(posts.lang) }));

/**
 * Where the language switch of a page that exists in some languages leads in each: the same page where
 * it is there, else that language's posts (its index), else its main page.
 */
function pathIn(path: string, has: (posts: LanguageWriting) => boolean): Record<string, string> {
  return Object.fromEntries(
    siteLanguages.map(({ lang }) => {
      const posts = writing.find((candidate) => candidate.lang === lang);
      return [lang, posts ? (has(posts) ? path : writingPath) : ''];
    }),
  );
}

interface PageParts {
  posts: LanguageWriting;
  language: PageLanguage;
  origin: string;
  base: string;
  path: string;
  has: (posts: LanguageWriting) => boolean;
  texts: string[];
  head: Omit<
    WritingHeadOptions,
    'language' | 'inLanguages' | 'origin' | 'path' | 'feedTitle' | 'styleHashes' | 'scriptHashes'
  >;
  page: ReactNode;
}

/** One writing page in its language, as the prerender writes it (no script). */
function writingPage({ posts, language, origin, base, path, has, texts, head, page }: PageParts): OtherPage {
  return {
    file: `${language.path}${path}index.html`,
    lang: language.lang,
    texts: [posts.title, posts.intro, JSON.stringify(posts.labels), ...texts],
    styles: [caseStudyStyles, writingStyles],
    head: (styleHashes, scriptHashes) =>
      writingHead(base, {
        ...head,
        language,
        inLanguages: withWriting.filter((other) => has(other.posts)).map((other) => other.language),
        origin,
        path,
        feedTitle: feedTitleIn(posts.lang),
        styleHashes,
        scriptHashes,
      }),
    body: renderToStaticMarkup(
      <LanguageProvider value={language}>
        <PagePath value={pathIn(path, has)}>{page}</PagePath>
      </LanguageProvider>,
    ),
  };
}

/** A language's tags, each once, in the order its posts (newest first) name them. */
const tagsOf = (posts: LanguageWriting) => [...new Set(posts.posts.flatMap((post) => post.facts.tags ?? []))];

/**
 * The writing pages of each language with posts, under its folder: a page per post (previous and next
 * within its language), the index `writing/` and a page per tag `writing/tags/<tag>/`; each language's
 * posts' links checked first.
 */
export function writingPages(base: string, origin: string = site.origin): OtherPage[] {
  return withWriting.flatMap(({ posts, language }) => {
    const languageBase = `${base}${language.path}`;
    const { labels } = posts;
    const postPages = posts.posts.map((post, index) => {
      const neighbour = (at: number) => {
        const other = posts.posts[at];
        return other && { slug: other.slug, title: other.facts.title };
      };
      const shareCard = postCard(post.slug);
      return withComments(
        writingPage({
          posts,
          language,
          origin,
          base,
          path: postPath(post.slug),
          has: (other) => other.posts.some((candidate) => candidate.slug === post.slug),
          texts: [post.html, JSON.stringify(post.facts)],
          head: {
            title: post.facts.title,
            description: post.facts.summary,
            post: {
              date: post.facts.date,
              tags: post.facts.tags ?? [],
              cover: post.facts.cover,
              shareCard: { ...shareCard, path: `${language.path}${shareCard.path}` },
            },
          },
          // Newest first: the previous post is the older one, after it in the list.
          page: (
            <PostPage
              base={languageBase}
              title={posts.title}
              labels={labels}
              slug={post.slug}
              facts={post.facts}
              minutes={post.minutes}
              storyHtml={post.html}
              previous={neighbour(index + 1)}
              next={neighbour(index - 1)}
            />
          ),
        }),
      );
    });
    const listTexts = [
      ...posts.posts.map((post) => JSON.stringify(post.facts)),
      posts.publishedOn,
      JSON.stringify(posts.elsewhere),
    ];
    const index = writingPage({
      posts,
      language,
      origin,
      base,
      path: writingPath,
      has: () => true,
      texts: listTexts,
      head: { title: posts.title, description: posts.intro },
      page: (
        <PostList
          base={languageBase}
          writingTitle={posts.title}
          heading={posts.title}
          intro={posts.intro}
          labels={labels}
          posts={posts.posts}
          elsewhere={{ publishedOn: posts.publishedOn, posts: posts.elsewhere }}
        />
      ),
    });
    const tagPages = tagsOf(posts).map((tag) => {
      const tagged = posts.posts.filter((post) => post.facts.tags?.includes(tag));
      const heading = `${labels.tagged} ${tag}`;
      return writingPage({
        posts,
        language,
        origin,
        base,
        path: tagPath(tag),
        has: (other) => tagsOf(other).some((candidate) => tagPath(candidate) === tagPath(tag)),
        texts: [heading, ...tagged.map((post) => JSON.stringify(post.facts))],
        head: { title: heading, description: posts.intro },
        page: (
          <PostList
            base={languageBase}
            writingTitle={posts.title}
            heading={heading}
            labels={labels}
            posts={tagged}
            tagPage
          />
        ),
      });
    });
    return [...postPages, index, ...tagPages];
  });
}

/** The languages with posts of their own, which have feeds: those published elsewhere are not the site's to syndicate. */
const withOwnPosts = withWriting.filter(({ posts }) => posts.posts.length > 0);

/** Each language's feeds (Atom and JSON Feed), keyed by their file under the output folder. */
export function writingFeeds(base: string, origin: string = site.origin): Record<string, string> {
  return Object.fromEntries(
    withOwnPosts.flatMap(({ posts, language }) => {
      const feed = { language, origin, base, title: posts.title, intro: posts.intro, posts: posts.posts };
      return [
        [`${language.path}${feedPaths.atom}`, atomFeed(feed)],
        [`${language.path}${feedPaths.json}`, jsonFeed(feed)],
      ];
    }),
  );
}

/** Every writing page of each language for the sitemap: its path under a language's folder and the languages it is in. */
export function writingSitemapPages(): { path: string; languages: PageLanguage[] }[] {
  const paths = new Set(
    writing.flatMap((posts) => [
      writingPath,
      ...posts.posts.map((post) => postPath(post.slug)),
      ...tagsOf(posts).map(tagPath),
    ]),
  );
  return [...paths].map((path) => ({
    path,
    languages: withWriting
      .filter(
        ({ posts }) =>
          path === writingPath ||
          posts.posts.some((post) => postPath(post.slug) === path) ||
          tagsOf(posts).some((tag) => tagPath(tag) === path),
      )
      .map(({ language }) => language),
  }));
}

/** The language's feeds for its pages' heads, when it has posts of its own. */
export const feedTitleIn = (lang: string): string | undefined =>
  withOwnPosts.find(({ posts }) => posts.lang === lang)?.posts.title;
