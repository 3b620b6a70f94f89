import type { Resume } from '../../src/contentShape/types.ts';
import type { SiteLanguage, SiteLanguages } from '../content/languagesOf.ts';
import { shippedResume, type ShippedResume } from './shippedResume.ts';

/** The résumé one language's page offers, and that page's folder under the base path. */
export interface LanguageResume {
  lang: string;
  folder: string;
  shipped: ShippedResume | null;
}

/**
 * A language's résumé: its own CV (`words.resume.cv`, in its language unless it names another) or its own
 * PDF (`words.resume.src`); the default's PDF when the default offers a PDF only. Fails naming the
 * language when the default's CV would be offered in its place.
 */
function translationResume(defaultOffersCv: boolean, { lang, content, own, where }: SiteLanguage): Resume | null {
  const translated = content.resume;
  if (!translated) return null;
  const words = own.resume;
  if (defaultOffersCv && !words?.cv && words?.src === undefined) {
    throw new Error(
      `${where}resume has no cv, and the default language's résumé is a CV written from the content: ` +
        `give the language its CV's words (resume.cv: summary, headings, linkLabels, sections) or a PDF of its own (resume.src)`,
    );
  }
  const cv = words?.cv && translated.cv && { ...translated.cv, language: words.cv.language ?? lang };
  return {
    label: translated.label,
    ...(translated.src !== undefined ? { src: translated.src } : {}),
    ...(cv ? { cv } : {}),
  };
}

/**
 * The résumé of each language's page, the default's first: each written from that language's content
 * (vite/resume/shippedResume.ts). Errors in a language other than the default name it.
 */
export async function languageResumes(
  [first, ...others]: SiteLanguages,
  contentDir: string,
  siteAddress: string,
): Promise<LanguageResume[]> {
  const pageOf = ({ lang, dir, font, path: folder }: SiteLanguage) => ({ lang, dir, font, folder });
  const firstResume: LanguageResume = {
    lang: first.lang,
    folder: first.path,
    shipped: await shippedResume(first.content, contentDir, siteAddress, pageOf(first)),
  };
  const defaultOffersCv = Boolean(first.content.resume?.cv);
  const translated = others.map(async (language): Promise<LanguageResume> => {
    try {
      const resume = translationResume(defaultOffersCv, language);
      return {
        lang: language.lang,
        folder: language.path,
        shipped: await shippedResume({ ...language.content, resume }, contentDir, siteAddress, pageOf(language)),
      };
    } catch (error) {
      const { message } = error as Error;
      throw new Error(
        message.startsWith('languages.others') ? message : `languages.others (${language.lang}): ${message}`,
        { cause: error },
      );
    }
  });
  return [firstResume, ...(await Promise.all(translated))];
}
