import type { Language, Resume } from '../../src/contentShape/types.ts';
import { codePointName } from '../../scripts/lib/languageFonts.mjs';
import type { CvContent, CvSource } from './cvContent.ts';
import { letterWithoutForms } from './arabicForms.ts';
import { cvFonts, textsByWeight } from './cvFonts.ts';
import { cvModel } from './cvModel.ts';
import { cvPdf } from './cvPdf.ts';
import { jsonResume } from './jsonResume.ts';
import { hashedAsset, RESUME_BUDGET_BYTES, resumeAsset, type ResumeAsset } from './resumeAsset.ts';

/** What the build ships for the content's résumé: the PDF, and resume.json when the CV is generated. */
export interface ShippedResume {
  pdf: ResumeAsset;
  json?: string;
}

export type ResumeContent = CvContent & { resume?: Resume | null };

/** The page a résumé is offered on: its language, and its folder under the base path (`''` for the default language's, `ru/`). */
export interface ResumePage extends Pick<Language, 'lang' | 'dir' | 'font'> {
  folder: string;
}

function isLanguageTag(tag: unknown): boolean {
  try {
    return typeof tag === 'string' && Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}

const SAFE_NAME = /^[a-z0-9][a-z0-9-]*$/i;

/**
 * The résumé the content offers on a page: the owner's PDF (`resume.src`), which wins when given, or
 * the CV the build writes from the content (`resume.cv`); with `cv`, its JSON Resume too. Null when it
 * offers none. A CV of a language other than the default is named after it (`cv-ru-<hash>.pdf`) and
 * gives the address of its page. Fails naming the item when something cannot go into it.
 */
export async function shippedResume(
  content: ResumeContent,
  contentDir: string,
  siteAddress: string,
  page: ResumePage,
): Promise<ShippedResume | null> {
  const { resume } = content;
  if (!resume) return null;
  if (resume.src === undefined && resume.cv === undefined)
    throw new Error('resume: name your PDF (src) or ask for a generated CV (cv)');
  const source: CvSource | undefined = resume.cv && {
    content,
    cv: resume.cv,
    siteAddress: `${siteAddress}${page.folder}`,
    dir: page.dir,
  };
  const json = source && `${JSON.stringify(jsonResume(source), null, 2)}\n`;
  if (resume.src !== undefined) return { pdf: await resumeAsset({ ...resume, src: resume.src }, contentDir), json };

  const { cv } = resume as { cv: NonNullable<Resume['cv']> };
  if (!SAFE_NAME.test(cv.fileName ?? ''))
    throw new Error(`resume.cv.fileName: "${cv.fileName}" is not a file name of letters, digits and dashes, e.g. "cv"`);
  if (cv.paper !== 'A4' && cv.paper !== 'Letter')
    throw new Error(`resume.cv.paper: "${cv.paper}" is neither "A4" nor "Letter"`);
  if (!isLanguageTag(cv.language))
    throw new Error(`resume.cv.language: "${cv.language}" is not a language tag such as "en" or "pt-BR"`);
  const model = cvModel(source!);
  if (page.dir === 'rtl') {
    for (const [text] of textsByWeight(model)) {
      const letter = letterWithoutForms(text.text);
      if (letter) {
        throw new Error(
          `${text.from}: the CV joins the letters of Arabic, Persian and Urdu only, not "${letter}" (${codePointName(letter)}) in "${text.text}"; name a PDF of your own in this language's words (resume.src)`,
        );
      }
    }
  }
  const pdf = await cvPdf(
    model,
    await cvFonts(model, cv, page, contentDir),
    `${content.owner.name} \u00B7 ${resume.label}`,
  );
  if (pdf.length > RESUME_BUDGET_BYTES)
    throw new Error(
      `resume.cv: the CV is ${pdf.length} bytes, over the ${RESUME_BUDGET_BYTES}-byte budget (RESUME_BUDGET_BYTES)`,
    );
  return { pdf: hashedAsset(page.folder ? `${cv.fileName}-${page.lang}` : cv.fileName, pdf), json };
}
