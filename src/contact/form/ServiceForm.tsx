import type { ComponentProps } from 'react';
import { serviceTarget } from '@/contact/sending/sendToService';
import { useFormWords } from './formWords';
import styles from './ContactForm.module.css';

/**
 * A <form> that posts to the service the content names, with or without JavaScript: its attributes
 * and hidden fields as the service documents them, and the service's own honeypot, which catches a
 * robot that posts the prerendered form without running the page.
 */
export function ServiceForm({ children, ...props }: ComponentProps<'form'>) {
  const { text } = useFormWords();
  const { attributes, hidden, honeypot } = serviceTarget();
  return (
    <form {...props} {...attributes}>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className={styles.trap} aria-hidden="true">
        <label>
          {text.trap}
          <input name={honeypot.name} type={honeypot.type} tabIndex={-1} autoComplete="off" readOnly />
        </label>
      </div>
      {children}
    </form>
  );
}
