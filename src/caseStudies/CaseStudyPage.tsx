import { comments } from 'virtual:services';
import type { CaseStudyFacts as Facts, Project } from '@/content/types';
import { useContent } from '@/language/LanguageContext';
import { figureSizes, figureSlot, projectSlot } from '@/theme/imageSlots';
import { PageComments } from '@/siteServices/comments/PageComments';
import { Picture } from '@/ui/Picture';
import { cardAnchor, caseStudyPath } from './caseStudyAddress';
import { CaseStudyFacts } from './CaseStudyFacts';
import { PageFrame } from './PageFrame';
import { PagerNav } from './PagerNav';

export interface StudyLink {
  slug: string;
  title: string;
}

interface CaseStudyPageProps {
  base: string;
  slug: string;
  /** Its path under its language's folder, `projects/<slug>/`. */
  path: string;
  project: Project;
  facts: Facts;
  /** The story, built from Markdown with raw HTML off (vite/caseStudies/markdown.ts). */
  storyHtml: string;
  previous?: StudyLink;
  next?: StudyLink;
}

/** A case study's page, rendered once at build time: no script, the site's header and footer around the story. */
export function CaseStudyPage({ base, slug, path, project, facts, storyHtml, previous, next }: CaseStudyPageProps) {
  const { caseStudyLabels: labels, projectsSection } = useContent();
  return (
    <PageFrame base={base} parent={{ href: `${base}#projects`, title: projectsSection.title }} title={project.title}>
      <article className="cs-article" aria-labelledby="case-study-title">
        <h1 id="case-study-title" className="cs-title">
          {project.title}
        </h1>
        <p className="cs-lead">{facts.summary}</p>
        <Picture
          image={project.image}
          slot={projectSlot}
          sizes={figureSizes}
          className="cs-hero"
          loading="eager"
          fetchPriority="high"
        />
        <CaseStudyFacts facts={facts} />
        <div className="cs-story" dangerouslySetInnerHTML={{ __html: storyHtml }} />
        {facts.gallery && facts.gallery.length > 0 && (
          <section className="cs-gallery" aria-labelledby="case-study-gallery">
            <h2 id="case-study-gallery">{labels.gallery}</h2>
            {facts.gallery.map((image) => (
              <figure key={image.src}>
                <Picture image={image} slot={figureSlot} sizes={figureSizes} />
                {image.caption && <figcaption>{image.caption}</figcaption>}
              </figure>
            ))}
          </section>
        )}
      </article>
      <p className="cs-back">
        <a href={`${base}#${cardAnchor(slug)}`}>{labels.back}</a>
      </p>
      <PagerNav
        label={labels.otherStudies}
        previous={previous && studyLink(base, previous)}
        next={next && studyLink(base, next)}
        labels={labels}
      />
      {comments && <PageComments comments={comments} path={path} />}
    </PageFrame>
  );
}

const studyLink = (base: string, study: StudyLink) => ({
  href: `${base}${caseStudyPath(study.slug)}`,
  title: study.title,
});
