import { useContent } from '@/language/LanguageContext';
import { mailtoHref, type Letter } from '@/contact/sending/mailto';
import styles from './ContactForm.module.css';

interface MailtoFallbackProps {
  lead: string;
  /** The visitor's letter so far; without it the link carries the default subject only. */
  letter?: () => Letter;
}

/** The owner's address as a mailto link, with the visitor's subject and message when there are some. */
export function MailtoFallback({ lead, letter }: MailtoFallbackProps) {
  const { contact, owner } = useContent();
  const href = () => mailtoHref(owner.email, letter?.() ?? { subject: contact.mailtoSubject });
  return (
    <p className={styles.fallback}>
      {lead}{' '}
      <a
        className={styles.mailto}
        href={href()}
        // The fields stay editable under the failure note: follow the link with what they hold now.
        onClick={letter ? (event) => event.currentTarget.setAttribute('href', href()) : undefined}
      >
        <bdi dir="ltr">{owner.email}</bdi>
      </a>
    </p>
  );
}
