import { contact, owner } from '@/content/site';
import styles from './ContactForm.module.css';

/** The owner's address as a mailto link with the subject filled in. */
export function MailtoFallback({ lead }: { lead: string }) {
  const href = `mailto:${owner.email}?subject=${encodeURIComponent(contact.mailtoSubject)}`;
  return (
    <p className={styles.fallback}>
      {lead}{' '}
      <a className={styles.mailto} href={href}>
        {owner.email}
      </a>
    </p>
  );
}
