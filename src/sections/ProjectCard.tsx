import { ProjectFigures } from 'virtual:project-figures';
import type { Project } from '@/content/types';
import { caseStudyPath, caseStudySlug, cardAnchor } from '@/caseStudies/caseStudyAddress';
import { formatMessage } from '@/language/formatMessage';
import { useContent, usePageLanguage } from '@/language/LanguageContext';
import { projectSlot } from '@/theme/imageSlots';
import { Picture } from '@/ui/Picture';
import styles from './ProjectCard.module.css';

const NO_LINK = '#';

interface ProjectLinkProps {
  href: string;
  label: string;
  projectTitle: string;
}

/** An external project link, or a plain "not available" label when the content says `#`. */
function ProjectLink({ href, label, projectTitle }: ProjectLinkProps) {
  const { interfaceText } = useContent();
  const { lang } = usePageLanguage();
  const ofProject = formatMessage(interfaceText.project.of, { title: projectTitle }, lang);
  if (href === NO_LINK) {
    return (
      <span className={styles.unavailable}>
        {label}
        <span className="visually-hidden">{` ${ofProject}: ${interfaceText.project.unavailable}`}</span>
      </span>
    );
  }
  return (
    <a className={styles.link} href={href} target="_blank" rel="noopener noreferrer">
      {label}
      <span className="visually-hidden">{` ${ofProject} ${interfaceText.newTab}`}</span>
    </a>
  );
}

/** The card's link to the project's case study, in the same tab. */
function CaseStudyLink({ href, projectTitle }: { href: string; projectTitle: string }) {
  const { caseStudyLabels } = useContent();
  return (
    <a className={styles.link} href={href}>
      {caseStudyLabels.link}
      <span className="visually-hidden">: {projectTitle}</span>
    </a>
  );
}

export function ProjectCard({ project }: { project: Project }) {
  const { interfaceText } = useContent();
  const { path: languageFolder } = usePageLanguage();
  const hasLive = project.hrefLive !== NO_LINK;
  const slug = project.caseStudy && caseStudySlug(project.caseStudy);
  const caseStudyHref = slug && `${import.meta.env.BASE_URL}${languageFolder}${caseStudyPath(slug)}`;
  return (
    <article
      className={styles.card}
      aria-labelledby={`project-${project.id}-title`}
      id={slug ? cardAnchor(slug) : undefined}
      data-case-study={slug ? '' : undefined}
    >
      <div className={styles.media}>
        <Picture
          image={project.image}
          slot={projectSlot}
          sizes="(max-width: 823px) 300px, 540px"
          className={styles.image}
        />
        {caseStudyHref ? (
          <a className={styles.view} href={caseStudyHref} tabIndex={-1} aria-hidden="true">
            {interfaceText.project.view}
          </a>
        ) : (
          hasLive && (
            <a
              className={styles.view}
              href={project.hrefLive}
              target="_blank"
              rel="noopener noreferrer"
              tabIndex={-1}
              aria-hidden="true"
            >
              {interfaceText.project.view}
            </a>
          )
        )}
      </div>
      <div className={styles.body}>
        <h3 id={`project-${project.id}-title`} className={styles.title}>
          {project.title}
        </h3>
        {/* The text twice, not `ProjectFigures && …` after it: with no figures the build folds this to the
            card as it was without them, byte for byte (an `&&` would leave a `null` child behind). */}
        {ProjectFigures ? (
          <>
            <p className={styles.text} lang={project.lang}>
              {project.text}
            </p>
            <ProjectFigures hrefCode={project.hrefCode} />
          </>
        ) : (
          <p className={styles.text} lang={project.lang}>
            {project.text}
          </p>
        )}
        <p className={styles.links}>
          <ProjectLink href={project.hrefLive} label={interfaceText.project.live} projectTitle={project.title} />
          <ProjectLink href={project.hrefCode} label={interfaceText.project.code} projectTitle={project.title} />
          {caseStudyHref && <CaseStudyLink href={caseStudyHref} projectTitle={project.title} />}
        </p>
      </div>
    </article>
  );
}
