import type { PostFacts, WritingLabels } from '@/content/types';
import { PageFrame } from '@/caseStudy/PageFrame';
import { usePageLanguage } from '@/language/LanguageContext';
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
  posts: readonly { slug: string; facts: PostFacts }[];
  /** On a tag's page: the way back to every post. */
  tagPage?: boolean;
}

/** The posts' index, or a tag's page: each post's title, day, summary and tags, newest first; the feed linked. */
export function PostList({ base, writingTitle, heading, intro, labels, posts, tagPage = false }: PostListProps) {
  const { lang } = usePageLanguage();
  return (
    <PageFrame base={base} parent={tagPage ? { href: `${base}${writingPath}`, title: writingTitle } : undefined} title={heading}>
      <h1 className="cs-title">{heading}</h1>
      {intro && <p className="cs-lead">{intro}</p>}
      <ol className="post-list">
        {posts.map(({ slug, facts }) => (
          <li key={slug}>
            <article aria-labelledby={`post-${slug}`}>
              <h2 id={`post-${slug}`}>
                <a href={`${base}${postPath(slug)}`}>{facts.title}</a>
              </h2>
              <PostMeta languageBase={base} lang={lang} labels={labels} date={facts.date} tags={facts.tags} />
              <p>{facts.summary}</p>
            </article>
          </li>
        ))}
      </ol>
      <p className="cs-back">
        {tagPage ? <a href={`${base}${writingPath}`}>{labels.allPosts}</a> : <a href={`${base}${feedPaths.atom}`} type="application/atom+xml">{labels.feed}</a>}
      </p>
    </PageFrame>
  );
}
