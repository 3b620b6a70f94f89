import { comments } from 'virtual:services';
import type { PostFacts, WritingLabels } from '@/content/types';
import { PageFrame } from '@/caseStudies/PageFrame';
import { PagerNav } from '@/caseStudies/PagerNav';
import { usePageLanguage } from '@/language/LanguageContext';
import { PageComments } from '@/siteServices/comments/PageComments';
import { figureSizes, figureSlot } from '@/theme/imageSlots';
import { Picture } from '@/ui/Picture';
import { PostMeta } from './PostMeta';
import { postPath, writingPath } from './writingAddress';

export interface PostLink {
  slug: string;
  title: string;
}

interface PostPageProps {
  /** The main page in the post's language. */
  base: string;
  title: string;
  labels: WritingLabels;
  /** Its name, the Markdown file's (`writing/<slug>/`). */
  slug: string;
  facts: PostFacts;
  minutes: number;
  /** The post, built from Markdown with raw HTML off (vite/caseStudies/markdown.ts). */
  storyHtml: string;
  previous?: PostLink;
  next?: PostLink;
}

/** A post's page, rendered once at build time: no script, the site's header and footer around it. */
export function PostPage({ base, title, labels, slug, facts, minutes, storyHtml, previous, next }: PostPageProps) {
  const { lang } = usePageLanguage();
  return (
    <PageFrame base={base} parent={{ href: `${base}${writingPath}`, title }} title={facts.title}>
      <article className="cs-article" aria-labelledby="post-title">
        <h1 id="post-title" className="cs-title">
          {facts.title}
        </h1>
        <p className="cs-lead">{facts.summary}</p>
        <PostMeta
          languageBase={base}
          lang={lang}
          labels={labels}
          date={facts.date}
          minutes={minutes}
          tags={facts.tags}
        />
        {facts.cover && (
          <Picture
            image={facts.cover}
            slot={figureSlot}
            sizes={figureSizes}
            className="post-cover"
            loading="eager"
            fetchPriority="high"
          />
        )}
        <div className="cs-story" dangerouslySetInnerHTML={{ __html: storyHtml }} />
      </article>
      <p className="cs-back">
        <a href={`${base}${writingPath}`}>{labels.allPosts}</a>
      </p>
      <PagerNav
        label={labels.otherPosts}
        previous={previous && postLink(base, previous)}
        next={next && postLink(base, next)}
        labels={labels}
      />
      {comments && <PageComments comments={comments} path={postPath(slug)} />}
    </PageFrame>
  );
}

const postLink = (base: string, post: PostLink) => ({ href: `${base}${postPath(post.slug)}`, title: post.title });
