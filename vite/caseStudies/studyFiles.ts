import { caseStudySlug } from '../../src/caseStudies/caseStudyAddress.ts';
import type { SiteLanguages } from '../content/languagesOf.ts';

/** One case study's Markdown file in one language. */
export interface StudyFile {
  lang: string;
  dir: 'ltr' | 'rtl';
  /** The language's folder under the base: `''` for the default, `ru/`. */
  folder: string;
  projectId: number;
  /** The project's title in the language. */
  title: string;
  /** The page's name, the default language's file's in every language. */
  slug: string;
  /** The file, relative to the content module. */
  file: string;
}

/**
 * The case studies to build: each project's `caseStudy` in the default language, then in each other
 * language the file its words name. A study in the default language that a language gives no file of
 * its own (or the default's same file) fails, naming the language and the project, as does a language's
 * file for a project that has no study in the default language.
 */
export function studyFiles([first, ...others]: SiteLanguages): StudyFile[] {
  const { projects } = first.content;
  const inDefault = projects.flatMap((project) =>
    project.caseStudy
      ? [
          {
            lang: first.lang,
            dir: first.dir,
            folder: first.path,
            projectId: project.id,
            title: project.title,
            slug: caseStudySlug(project.caseStudy),
            file: project.caseStudy,
          },
        ]
      : [],
  );
  const translated = others.flatMap(({ lang, dir, path: folder, content, own }) =>
    projects.flatMap((project, index): StudyFile[] => {
      const file = own.projects?.[index]?.caseStudy;
      const where = `languages ${lang}: projects (id ${project.id}) "${project.title}"`;
      if (!project.caseStudy) {
        if (file)
          throw new Error(
            `${where} names a case study (${file}) the default language does not have; give the project its caseStudy in the default language first`,
          );
        return [];
      }
      if (!file || file === project.caseStudy) {
        throw new Error(
          `${where} has a case study (${project.caseStudy}); name its ${lang} file in its words' caseStudy`,
        );
      }
      return [
        {
          lang,
          dir,
          folder,
          projectId: project.id,
          title: content.projects[index]!.title,
          slug: caseStudySlug(project.caseStudy),
          file,
        },
      ];
    }),
  );
  return [...inDefault, ...translated];
}
