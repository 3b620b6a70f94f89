import type { PostFacts, WritingLabels } from '@/content/types';
import { CaseStudyHeader } from '@/caseStudy/CaseStudyHeader';
import { useContent, usePageLanguage } from '@/language/LanguageContext';
import { Footer } from '@/layout/Footer';
import { SkipLink } from '@/layout/SkipLink';
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
  const { caseStudyLabels } = useContent();
  const { lang } = usePageLanguage();
  return (
    <>
      <SkipLink />
      <CaseStudyHeader base={base} />
      <main id="main" tabIndex={-1} className="cs-page">
        <nav aria-label={caseStudyLabels.breadcrumb} className="cs-crumbs">
          <ol>
            <li>
              <a href={base}>{caseStudyLabels.home}</a>
            </li>
            {tagPage && (
              <li>
                <a href={`${base}${writingPath}`}>{writingTitle}</a>
              </li>
            )}
            <li>
              <span aria-current="page">{heading}</span>
            </li>
          </ol>
        </nav>
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
      </main>
      <Footer pageHref={base} />
    </>
  );
}
