import type { Project } from '@/content/types';
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
  if (href === NO_LINK) {
    return (
      <span className={styles.unavailable}>
        {label}
        <span className="visually-hidden"> of {projectTitle}: not available</span>
      </span>
    );
  }
  return (
    <a className={styles.link} href={href} target="_blank" rel="noopener noreferrer">
      {label}
      <span className="visually-hidden"> of {projectTitle} (opens in a new tab)</span>
    </a>
  );
}

export function ProjectCard({ project }: { project: Project }) {
  const hasLive = project.hrefLive !== NO_LINK;
  return (
    <article className={styles.card} aria-labelledby={`project-${project.id}-title`}>
      <div className={styles.media}>
        <Picture image={project.image} slot={projectSlot} sizes="(max-width: 823px) 300px, 540px" className={styles.image} />
        {hasLive && (
          <a className={styles.view} href={project.hrefLive} target="_blank" rel="noopener noreferrer" tabIndex={-1} aria-hidden="true">
            view project
          </a>
        )}
      </div>
      <div className={styles.body}>
        <h3 id={`project-${project.id}-title`} className={styles.title}>
          {project.title}
        </h3>
        <p className={styles.text} lang={project.lang}>
          {project.text}
        </p>
        <p className={styles.links}>
          <ProjectLink href={project.hrefLive} label="Live Preview" projectTitle={project.title} />
          <ProjectLink href={project.hrefCode} label="View Code" projectTitle={project.title} />
        </p>
      </div>
    </article>
  );
}
