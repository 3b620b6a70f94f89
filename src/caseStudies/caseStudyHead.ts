import type { CaseStudyFacts, Project } from '@/content/types';
import { siteLanguages, type PageLanguage } from '@/language/siteLanguages';
import { pagePolicy } from '@/seo/pagePolicy';
import { escapeHtml, jsonForScript, voidTag } from '@/seo/html';
import { languageAlternateTags, languagePageUrl } from '@/seo/languageAlternates';
import { publicUrl } from '@/seo/pageUrl';

export interface CaseStudyHeadOptions {
  /** The language the study is written in. */
  language: PageLanguage;
  origin: string;
  /** The page's path under its language's folder, e.g. `projects/chase/`. */
  path: string;
  project: Project;
  facts: CaseStudyFacts;
  /** Its share card's path under the base (in its language's folder), with its size. */
  shareCard: { path: string; width: number; height: number };
  styleHashes: string[];
  /** The colour-scheme script's, when the content offers the light scheme. */
  scriptHashes: string[];
}

/**
 * The <head> tags of a case-study page in its language: the site's policy (this page's inline styles by hash, and
 * no script but the colour-scheme one), title and description, canonical address, the same study's
 * addresses in the other languages, Open Graph and Twitter card with the case study's own share card,
 * and JSON-LD: the work as a `CreativeWork` by the owner (in its language, on a site in several), and the
 * breadcrumb trail.
 */
export function caseStudyHead(
  base: string,
  { language, origin, path, project, facts, shareCard, styleHashes, scriptHashes }: CaseStudyHeadOptions,
): string {
  const { caseStudyLabels, owner, projectsSection, site } = language.content;
  const home = languagePageUrl(origin, base, language);
  const url = languagePageUrl(origin, base, language, path);
  const image = publicUrl(origin, base, shareCard.path);
  const title = `${project.title} \u00B7 ${site.title}`;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'CreativeWork',
        name: project.title,
        description: facts.summary,
        url,
        ...(siteLanguages.length > 1 && { inLanguage: language.lang }),
        image,
        author: { '@type': 'Person', name: owner.name, url: home },
        ...(facts.technologies?.length && { keywords: facts.technologies.join(', ') }),
      },
      {
        '@type': 'BreadcrumbList',
        itemListElement: [
          { name: caseStudyLabels.home, item: home },
          { name: projectsSection.title, item: `${home}#projects` },
          { name: project.title, item: url },
        ].map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, ...crumb })),
      },
    ],
  };
  return [
    voidTag('meta', {
      'http-equiv': 'Content-Security-Policy',
      content: pagePolicy({ styleHashes, scriptHashes, comments: true }),
    }),
    `<title>${escapeHtml(title)}</title>`,
    voidTag('meta', { name: 'description', content: facts.summary }),
    voidTag('link', { rel: 'canonical', href: url }),
    ...languageAlternateTags(origin, base, language, siteLanguages, path),
    voidTag('meta', { property: 'og:type', content: 'article' }),
    voidTag('meta', { property: 'og:title', content: title }),
    voidTag('meta', { property: 'og:description', content: facts.summary }),
    voidTag('meta', { property: 'og:url', content: url }),
    voidTag('meta', { property: 'og:image', content: image }),
    voidTag('meta', { property: 'og:image:width', content: shareCard.width }),
    voidTag('meta', { property: 'og:image:height', content: shareCard.height }),
    voidTag('meta', { property: 'og:image:alt', content: project.image.alt }),
    voidTag('meta', { name: 'twitter:card', content: 'summary_large_image' }),
    voidTag('meta', { name: 'twitter:title', content: title }),
    voidTag('meta', { name: 'twitter:description', content: facts.summary }),
    voidTag('meta', { name: 'twitter:image', content: image }),
    voidTag('meta', { name: 'twitter:image:alt', content: project.image.alt }),
    `<script type="application/ld+json">${jsonForScript(jsonLd)}</script>`,
  ].join('\n    ');
}
