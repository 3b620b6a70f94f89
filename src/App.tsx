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

export function App() {
  useScrollSpy(spiedSections);
  return (
    <>
      <SkipLink />
      <Header />
      <main id="main" tabIndex={-1}>
        <Hero />
        <TechStack />
        <Projects />
        <Feedback />
        <Contact />
        <Freelance />
      </main>
      <Footer />
      <GoTop />
    </>
  );
}
