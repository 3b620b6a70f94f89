import { Suspense, type ComponentType } from 'react';
import type { SectionId } from '@/content/types';
import { useScrollSpy } from '@/hooks/useScrollSpy';
import { Footer } from '@/layout/Footer';
import { GoTop } from '@/layout/GoTop';
import { Header } from '@/layout/Header';
import { pageSections, spiedSections } from '@/layout/pageSections';
import { SkipLink } from '@/layout/SkipLink';
import { Contact } from '@/sections/Contact';
import { Experience } from '@/sections/Experience';
import { Feedback } from '@/sections/Feedback';
import { Freelance } from '@/sections/Freelance';
import { Hero } from '@/sections/Hero';
import { Projects } from '@/sections/Projects';
import { TechStack } from '@/sections/TechStack';
import { LatestPosts } from 'virtual:latest-posts-section';

/** Stands for a section the page does not have, which `pageSections` never lists. */
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
const mainSections = [...pageSections.map((id) => sectionComponents[id]), Freelance];

/**
 * Each section is its own Suspense boundary: React hydrates and commits them one by one, in short
 * tasks, instead of the whole page in one commit (and a tap on a section not hydrated yet hydrates
 * that one first).
 */
export function App() {
  useScrollSpy(spiedSections);
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
