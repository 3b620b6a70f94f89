import { renderToStaticMarkup } from 'react-dom/server';
import caseStudies from 'virtual:case-studies';
import { site } from '@/content/site';
import { LanguageProvider } from '@/language/LanguageContext';
import { PagePath } from '@/language/PagePath';
import { siteLanguages } from '@/language/siteLanguages';
import { caseStudyHead } from '@/caseStudies/caseStudyHead';
import { withComments } from '@/siteServices/comments/withComments';
import { caseStudyCard, caseStudyPath } from './caseStudyAddress';
import { CaseStudyPage } from './CaseStudyPage';
import caseStudyStyles from './caseStudy.css?raw';
import mainPageStyles from './mainPage.css?raw';

/** One page the build writes besides the main one (scripts/prerender.mjs renders a list of these). */
export interface OtherPage {
  /** Path of the HTML file under the output folder. */
  file: string;
  /** The language it is written in (its `<html lang dir>` and fonts). */
  lang: string;
  /** Its words beyond its language's content, for the fonts that draw them. */
  texts: string[];
  /** Inline stylesheets of its own, after the site's (each allowed by its hash). */
  styles: string[];
  /** Its head tags, given the hashes of its inline styles and scripts (the CSP allows those alone). */
  head: (styleHashes: string[], scriptHashes: string[]) => string;
  body: string;
  /** Whether it shows the comments: the prerender adds their script (src/siteServices/comments/). */
  comments?: true;
}

/**
 * The case studies' pages under `projects/<slug>/` in each language's folder, each language's links
 * checked first; previous and next lead to the studies of the same language.
 */
export function caseStudyPages(base: string, origin: string = site.origin): OtherPage[] {
  return siteLanguages.flatMap((language) => {
    const studies = caseStudies.filter((study) => study.lang === language.lang);
    const projectOf = (projectId: number) => language.content.projects.find((candidate) => candidate.id === projectId)!;
    const languageBase = `${base}${language.path}`;
    return studies.map((study, index) => {
      const project = projectOf(study.projectId);
      const neighbour = (at: number) => {
        const other = studies[at];
        return other && { slug: other.slug, title: projectOf(other.projectId).title };
      };
      const path = caseStudyPath(study.slug);
      const shareCard = caseStudyCard(study.slug);
      return withComments({
        file: `${language.path}${path}index.html`,
        lang: language.lang,
        // Every character of its facts and story, for the fonts (markup and keys are Latin, which the design font has).
        texts: [study.html, JSON.stringify(study.facts)],
        styles: [caseStudyStyles],
        head: (styleHashes, scriptHashes) =>
          caseStudyHead(base, {
            language,
            origin,
            path,
            project,
            facts: study.facts,
            shareCard: { ...shareCard, path: `${language.path}${shareCard.path}` },
            styleHashes,
            scriptHashes,
          }),
        body: renderToStaticMarkup(
          <LanguageProvider value={language}>
            <PagePath value={path}>
              <CaseStudyPage
                base={languageBase}
                slug={study.slug}
                path={path}
                project={project}
                facts={study.facts}
                storyHtml={study.html}
                previous={neighbour(index - 1)}
                next={neighbour(index + 1)}
              />
            </PagePath>
          </LanguageProvider>,
        ),
      });
    });
  });
}

/** The case studies' paths under a language's folder, for the sitemap (each exists in every language). */
export const caseStudyPaths = () =>
  caseStudies.filter((study) => study.lang === siteLanguages[0].lang).map((study) => caseStudyPath(study.slug));

/** What the main page adds to its own stylesheet when there are case studies (the view transition to them); nothing otherwise. */
export const mainPageExtraStyles = (): string[] => (caseStudies.length > 0 ? [mainPageStyles] : []);
