import { useRef, type FocusEvent } from 'react';
import { useFlipFilter } from '@/hooks/useFlipFilter';
import { useHydrated } from '@/hooks/useHydrated';
import { useMediaQuery } from '@/hooks/useMediaQuery';
import { useReducedMotion } from '@/hooks/useReducedMotion';
import { formatMessage } from '@/language/formatMessage';
import { useContent, usePageLanguage } from '@/language/LanguageContext';
import { Section } from '@/layout/Section';
import { filterProjects } from '@/state/filterSlice';
import { selectActiveFilter } from '@/state/selectors';
import { useAppStore } from '@/state/store';
import { worksCarouselQuery } from '@/theme/breakpoints';
import { Carousel } from '@/ui/Carousel';
import { scrollerMark } from '@/ui/carouselScroll';
import { FilterTabs } from './FilterTabs';
import { ProjectCard } from './ProjectCard';
import styles from './Projects.module.css';

/**
 * Tab onto a card in the narrow row shows the whole card: scroll snapping would undo a partial
 * scroll. Keyboard focus only: a mouse press that focuses a link must not move the row under it.
 */
const revealFocusedCard = (event: FocusEvent<HTMLUListElement>) => {
  if (event.target.matches(':focus-visible'))
    event.target.closest('li')?.scrollIntoView({ block: 'nearest', inline: 'start' });
};

/**
 * Above 823 px a filtered grid whose changes GSAP Flip animates; at 823 px and below a swipe
 * carousel of all six cards (the filter is kept, not applied). One list serves both: a card the
 * filter leaves out is hidden by CSS only on the wide layout, so crossing 823 px needs no re-render.
 */
export function Projects() {
  const { filterTabs, projects, projectsSection, interfaceText } = useContent();
  const { lang } = usePageLanguage();
  const activeFilter = useAppStore(selectActiveFilter);
  const visibleIds = new Set(filterProjects(projects, activeFilter).map((project) => project.id));
  const tabTitle = filterTabs.find((tab) => tab.status === activeFilter)?.title ?? '';
  const listRef = useRef<HTMLUListElement>(null);
  const narrow = useMediaQuery(worksCarouselQuery);
  const reduced = useReducedMotion();
  const hydrated = useHydrated();
  const captureLayout = useFlipFilter(listRef, activeFilter, hydrated && !narrow && !reduced);

  return (
    <Section id="projects" title={projectsSection.title} subtitle={projectsSection.subtitle}>
      <FilterTabs onBeforeChange={captureLayout} />
      <p className="visually-hidden" aria-live="polite">
        {activeFilter === 'all'
          ? ''
          : formatMessage(interfaceText.projectsShown, { count: visibleIds.size, tab: tabTitle }, lang)}
      </p>
      <Carousel
        label={interfaceText.projectCards}
        slideCount={projects.length}
        viewportRef={listRef}
        active={narrow}
        controlsClassName={styles.controls}
      >
        <ul
          ref={listRef}
          className={styles.list}
          aria-label={interfaceText.projectList}
          data-project-list
          onFocus={revealFocusedCard}
          {...scrollerMark}
        >
          {projects.map((project) => (
            <li key={project.id} className={styles.item} data-filtered-out={!visibleIds.has(project.id) || undefined}>
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
      </Carousel>
      {visibleIds.size === 0 && <p className={styles.empty}>{projectsSection.emptyState}</p>}
    </Section>
  );
}
