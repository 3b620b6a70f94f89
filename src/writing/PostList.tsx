import type { WritingLabels } from '@/content/types';
import { PageFrame } from '@/caseStudies/PageFrame';
import { usePageLanguage } from '@/language/LanguageContext';
import { indexEntries, type ListedElsewhere, type OwnPost } from './indexEntries';
import { PostElsewhereItem } from './PostElsewhereItem';
import { PostMeta } from './PostMeta';
import { feedPaths, postPath, writingPath } from './writingAddress';

interface PostListProps {
  /** The main page in the list's language. */
  base: string;
  /** The posts' index's title (the second crumb on a tag's page). */
  writingTitle: string;
  /** The page's heading: the index's title, or the tag's. */
  heading: string;
  intro?: string;
  labels: WritingLabels;
  posts: readonly OwnPost[];
  /** On the index: the posts published on other sites, listed among these by day. */
  elsewhere?: { publishedOn: string; posts: readonly ListedElsewhere[] };
  /** On a tag's page: the way back to every post. */
  tagPage?: boolean;
}

/**
 * The posts' index, or a tag's page: each post's title, day, summary and tags, newest first, with the
 * posts published elsewhere on the index; the feed linked when the language has posts of its own.
 */
export function PostList({
  base,
  writingTitle,
  heading,
  intro,
  labels,
  posts,
  elsewhere,
  tagPage = false,
}: PostListProps) {
  const { lang } = usePageLanguage();
  return (
    <PageFrame
      base={base}
      parent={tagPage ? { href: `${base}${writingPath}`, title: writingTitle } : undefined}
      title={heading}
    >
      <h1 className="cs-title">{heading}</h1>
      {intro && <p className="cs-lead">{intro}</p>}
      <ol className="post-list">
        {indexEntries(posts, elsewhere?.posts ?? []).map((entry, index) =>
          'own' in entry ? (
            <li key={entry.own.slug}>
              <article aria-labelledby={`post-${entry.own.slug}`}>
                <h2 id={`post-${entry.own.slug}`}>
                  <a href={`${base}${postPath(entry.own.slug)}`}>{entry.own.facts.title}</a>
                </h2>
                <PostMeta
                  languageBase={base}
                  lang={lang}
                  labels={labels}
                  date={entry.own.facts.date}
                  tags={entry.own.facts.tags}
                />
                <p>{entry.own.facts.summary}</p>
              </article>
            </li>
          ) : (
            <li key={entry.elsewhere.link}>
              <PostElsewhereItem
                post={entry.elsewhere}
                publishedOn={elsewhere!.publishedOn}
                headingId={`elsewhere-${index + 1}`}
              />
            </li>
          ),
        )}
      </ol>
      {(tagPage || posts.length > 0) && (
        <p className="cs-back">
          {tagPage ? (
            <a href={`${base}${writingPath}`}>{labels.allPosts}</a>
          ) : (
            <a href={`${base}${feedPaths.atom}`} type="application/atom+xml">
              {labels.feed}
            </a>
          )}
        </p>
      )}
    </PageFrame>
  );
}
