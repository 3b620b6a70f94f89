import resumeFiles from 'virtual:resume-file';
import { formatFileSize } from '@/language/formatFileSize';
import { useContent, usePageLanguage } from '@/language/LanguageContext';

/** The owner's résumé in the page's language, opened in a new tab, its type and size in the text; nothing when the content offers none. */
export function ResumeLink({ className }: { className?: string }) {
  const { resume, interfaceText } = useContent();
  const { lang } = usePageLanguage();
  const resumeFile = resumeFiles?.[lang];
  if (!resume || !resumeFile) return null;
  return (
    <a className={className} href={resumeFile.href} target="_blank" rel="noopener noreferrer" type="application/pdf">
      {interfaceText.resumeFile(resume.label, formatFileSize(resumeFile.bytes, lang))}
      <span className="visually-hidden">{` ${interfaceText.newTab}`}</span>
    </a>
  );
}
