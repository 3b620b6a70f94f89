import { renderToStaticMarkup } from 'react-dom/server';
import caseStudies from 'virtual:case-studies';
import { projects, site } from '@/content/site';
import { pageSections } from '@/layout/pageSections';
import { caseStudyHead } from '@/seo/caseStudyHead';
import { caseStudyCard, caseStudyPath } from './caseStudyAddress';
import { CaseStudyPage } from './CaseStudyPage';
import { checkLinks } from './checkLinks';
import caseStudyStyles from './caseStudy.css?raw';
import mainPageStyles from './mainPage.css?raw';

/** One page the build writes besides the main one (scripts/prerender.mjs renders a list of these). */
export interface OtherPage {
  /** Path of the HTML file under the output folder. */
  file: string;
  /** Inline stylesheets of its own, after the site's (each allowed by its hash). */
  styles: string[];
  /** Its head tags, given the hashes of its inline styles and scripts (the CSP allows those alone). */
  head: (styleHashes: string[], scriptHashes: string[]) => string;
  body: string;
}

/** The case studies' pages under `projects/<slug>/`, their links checked first. */
export function caseStudyPages(base: string, origin: string = site.origin): OtherPage[] {
  checkLinks(caseStudies, pageSections);
  return caseStudies.map((study, index) => {
    const project = projects.find((candidate) => candidate.id === study.projectId)!;
    const neighbour = (at: number) => {
      const other = caseStudies[at];
      return other && { slug: other.slug, title: projects.find((candidate) => candidate.id === other.projectId)!.title };
    };
    const path = caseStudyPath(study.slug);
    return {
      file: `${path}index.html`,
      styles: [caseStudyStyles],
      head: (styleHashes, scriptHashes) =>
        caseStudyHead(base, { origin, path, project, facts: study.facts, shareCard: caseStudyCard(study.slug), styleHashes, scriptHashes }),
      body: renderToStaticMarkup(
        <CaseStudyPage
          base={base}
          slug={study.slug}
          project={project}
          facts={study.facts}
          storyHtml={study.html}
          previous={neighbour(index - 1)}
          next={neighbour(index + 1)}
        />,
      ),
    };
  });
}

/** The case studies' paths under the base, for the sitemap. */
export const caseStudyPaths = () => caseStudies.map((study) => caseStudyPath(study.slug));

/** What the main page adds to its own stylesheet when there are case studies (the view transition to them); nothing otherwise. */
export const mainPageExtraStyles = (): string[] => (caseStudies.length > 0 ? [mainPageStyles] : []);
