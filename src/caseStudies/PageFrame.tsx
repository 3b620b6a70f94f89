import type { ReactNode } from 'react';
import { useContent } from '@/language/LanguageContext';
import { Footer } from '@/layout/Footer';
import { SkipLink } from '@/layout/SkipLink';
import { CaseStudyHeader } from './CaseStudyHeader';

interface Crumb {
  href: string;
  title: string;
}

interface PageFrameProps {
  /** The main page in the page's language. */
  base: string;
  /** The crumb between the main page and this one, if any. */
  parent?: Crumb;
  /** This page's title, the last crumb. */
  title: string;
  children: ReactNode;
}

/**
 * What every page rendered at build time with no script has around its own content (a case study, a
 * post, the posts' lists): the skip link, the site's header, the breadcrumbs from the main page, the footer.
 */
export function PageFrame({ base, parent, title, children }: PageFrameProps) {
  const { caseStudyLabels } = useContent();
  return (
    <>
      <SkipLink />
      <CaseStudyHeader base={base} />
      <main id="main" tabIndex={-1} className="cs-page">
        <nav aria-label={caseStudyLabels.breadcrumb} className="cs-crumbs">
          <ol>
            <li>
              <a href={base}>{caseStudyLabels.home}</a>
            </li>
            {parent && (
              <li>
                <a href={parent.href}>{parent.title}</a>
              </li>
            )}
            <li>
              <span aria-current="page">{title}</span>
            </li>
          </ol>
        </nav>
        {children}
      </main>
      <Footer pageHref={base} />
    </>
  );
}
