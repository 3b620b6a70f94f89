import type { FocusEvent } from 'react';
import { filterTabs, projects, projectsSection } from '@/content/site';
import { Section } from '@/layout/Section';
import { filterProjects, selectActiveFilter } from '@/state/selectors';
import { useAppStore } from '@/state/store';
import { FilterTabs } from './FilterTabs';
import { ProjectCard } from './ProjectCard';
import styles from './Projects.module.css';

/** Tab onto a card in the narrow row shows the whole card: scroll snapping would undo a partial scroll. */
const revealFocusedCard = (event: FocusEvent<HTMLUListElement>) =>
  event.target.closest('li')?.scrollIntoView({ block: 'nearest', inline: 'start' });

/**
 * Above 823 px a filtered grid; at 823 px and below a horizontal row of all six cards. One list
 * serves both: a card the filter leaves out is hidden by CSS only on the wide layout.
 */
export function Projects() {
  const activeFilter = useAppStore(selectActiveFilter);
  const visibleIds = new Set(filterProjects(projects, activeFilter).map((project) => project.id));
  const tabTitle = filterTabs.find((tab) => tab.status === activeFilter)?.title ?? '';

  return (
    <Section id="projects" title={projectsSection.title} subtitle={projectsSection.subtitle}>
      <FilterTabs />
      <p className="visually-hidden" aria-live="polite">
        {activeFilter === 'all' ? '' : `${visibleIds.size} projects shown for ${tabTitle}`}
      </p>
      <ul className={styles.list} aria-label="Projects" data-project-list onFocus={revealFocusedCard}>
        {projects.map((project) => (
          <li key={project.id} className={styles.item} data-filtered-out={!visibleIds.has(project.id) || undefined}>
            <ProjectCard project={project} />
          </li>
        ))}
      </ul>
      {visibleIds.size === 0 && <p className={styles.empty}>{projectsSection.emptyState}</p>}
    </Section>
  );
}
