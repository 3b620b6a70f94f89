import resumeFiles from 'virtual:resume-file';
import { formatFileSize } from '@/language/formatFileSize';
import { formatMessage } from '@/language/formatMessage';
import { useContent, usePageLanguage } from '@/language/LanguageContext';

/** The owner's résumé in the page's language, opened in a new tab, its type and size in the text; nothing when the content offers none. */
export function ResumeLink({ className }: { className?: string }) {
  const { resume, interfaceText } = useContent();
  const { lang } = usePageLanguage();
  const resumeFile = resumeFiles?.[lang];
  if (!resume || !resumeFile) return null;
  // The size is written by Intl, whose words and digits follow the ICU it runs on: where the
  // visitor's browser writes them otherwise than the build did (WebKitGTK writes Arabic in
  // Arabic-Indic digits, Node in Latin ones), hydration keeps the prerendered text.
  return (
    <a
      className={className}
      href={resumeFile.href}
      target="_blank"
      rel="noopener noreferrer"
      type="application/pdf"
      suppressHydrationWarning
    >
      {formatMessage(
        interfaceText.resumeFile,
        { label: resume.label, size: formatFileSize(resumeFile.bytes, lang) },
        lang,
      )}
      <span className="visually-hidden">{` ${interfaceText.newTab}`}</span>
    </a>
  );
}
