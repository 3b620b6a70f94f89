import type { Languages, PageContent, Resume, Translation } from '../../src/contentShape/types.ts';
import { translatedPage } from '../../src/language/translatedPages.ts';
import { shippedResume, type ResumeContent, type ShippedResume } from './shippedResume.ts';

/** The résumé one language's page offers, and that page's folder under the base path. */
export interface LanguageResume {
  lang: string;
  folder: string;
  shipped: ShippedResume | null;
}

export type SiteContent = ResumeContent & PageContent & { languages: Languages };

/**
 * A language's résumé: its own CV (`words.resume.cv`, in its language unless it names another) or its own
 * PDF (`words.resume.src`); the default's PDF when the default offers a PDF only. Fails naming the
 * language when the default's CV would be offered in its place.
 */
function translationResume(content: SiteContent, translation: Translation, translated: Resume | null): Resume | null {
  if (!translated) return null;
  const words = translation.words.resume;
  if (content.resume?.cv && !words?.cv && words?.src === undefined) {
    throw new Error(
      `languages.others (${translation.lang}): words.resume has no cv, and the default language's résumé is a CV written from the content: ` +
        `give the language its CV's words (resume.cv: summary, headings, linkLabels, sections) or a PDF of its own (resume.src)`,
    );
  }
  const cv = words?.cv && translated.cv && { ...translated.cv, language: words.cv.language ?? translation.lang };
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
  content: SiteContent,
  contentDir: string,
  siteAddress: string,
): Promise<LanguageResume[]> {
  const first: LanguageResume = {
    lang: content.languages.default.lang,
    folder: '',
    shipped: await shippedResume(content, contentDir, siteAddress, { ...content.languages.default, folder: '' }),
  };
  const others = content.languages.others.map(async (translation): Promise<LanguageResume> => {
    const { lang, dir, font, path: folder, content: translated } = translatedPage(content, translation);
    try {
      const resume = translationResume(content, translation, translated.resume);
      return {
        lang,
        folder,
        shipped: await shippedResume({ ...translated, resume }, contentDir, siteAddress, { lang, dir, font, folder }),
      };
    } catch (error) {
      const { message } = error as Error;
      throw new Error(message.startsWith('languages.others') ? message : `languages.others (${lang}): ${message}`, {
        cause: error,
      });
    }
  });
  return [first, ...(await Promise.all(others))];
}
