import { Suspense } from 'react';
import { headerMenu } from '@/content/site';
import { useScrollSpy } from '@/hooks/useScrollSpy';
import { Footer } from '@/layout/Footer';
import { GoTop } from '@/layout/GoTop';
import { Header } from '@/layout/Header';
import { SkipLink } from '@/layout/SkipLink';
import { Contact } from '@/sections/Contact';
import { Feedback } from '@/sections/Feedback';
import { Freelance } from '@/sections/Freelance';
import { Hero } from '@/sections/Hero';
import { Projects } from '@/sections/Projects';
import { TechStack } from '@/sections/TechStack';

const spiedSections = headerMenu.map((item) => item.target);
const mainSections = [Hero, TechStack, Projects, Feedback, Contact, Freelance];

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
