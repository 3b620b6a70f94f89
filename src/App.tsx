import { Suspense, useMemo, type ComponentType } from 'react';
import type { SectionId } from '@/content/types';
import { useScrollSpy } from '@/hooks/useScrollSpy';
import { Footer } from '@/layout/Footer';
import { GoTop } from '@/layout/GoTop';
import { Header } from '@/layout/Header';
import { useContent } from '@/language/LanguageContext';
import { pageSectionsOf, spiedSectionsOf } from '@/layout/pageSections';
import { SkipLink } from '@/layout/SkipLink';
import { Contact } from '@/sections/Contact';
import { Experience } from '@/sections/Experience';
import { Feedback } from '@/sections/Feedback';
import { Freelance } from '@/sections/Freelance';
import { Hero } from '@/sections/Hero';
import { Projects } from '@/sections/Projects';
import { TechStack } from '@/sections/TechStack';
import { LatestPosts } from 'virtual:latest-posts-section';

/** Stands for a section the page does not have, which `pageSectionsOf` never lists. */
const noSection = () => null;

const sectionComponents: Record<SectionId, ComponentType> = {
  home: Hero,
  'tech-stack': TechStack,
  experience: Experience,
  writing: LatestPosts ?? noSection,
  projects: Projects,
  feedback: Feedback,
  contacts: Contact,
};

/**
 * Each section is its own Suspense boundary: React hydrates and commits them one by one, in short
 * tasks, instead of the whole page in one commit (and a tap on a section not hydrated yet hydrates
 * that one first).
 */
export function App() {
  const content = useContent();
  // The same sections in every language: their ids and places are shared.
  const spied = useMemo(() => spiedSectionsOf(content), [content]);
  useScrollSpy(spied);
  const mainSections = [...pageSectionsOf(content).map((id) => sectionComponents[id]), Freelance];
  return (
    <>
      <SkipLink />
      <Header />
      <main id="main" tabIndex={-1}>
        {mainSections.map((Section, order) => (
          <Suspense key={order}>
            <Section />
          </Suspense>
        ))}
      </main>
      <Suspense>
        <Footer />
      </Suspense>
      <GoTop />
    </>
  );
}
