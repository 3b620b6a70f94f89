import resumeFile from 'virtual:resume-file';
import { resume } from '@/content/site';
import { fileSize } from './fileSize';

/** The owner's résumé, opened in a new tab, its type and size in the text; nothing when the content offers none. */
export function ResumeLink({ className }: { className?: string }) {
  if (!resume || !resumeFile) return null;
  return (
    <a className={className} href={resumeFile.href} target="_blank" rel="noopener noreferrer" type="application/pdf">
      {`${resume.label} (PDF, ${fileSize(resumeFile.bytes)})`}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
