/**
 * The dev server's stand-in for a case study's stylesheet (vite/devPages.ts): the built page has the
 * site's CSS inline and no script; under `npm start` this module brings the same CSS in, as the
 * components of the page import it.
 */
import '@/theme/fonts';
import '@/theme/global.css';
import './CaseStudyPage';
