import { Suspense } from 'react';
import { useContent } from '@/language/LanguageContext';
import { Section } from '@/layout/Section';
import { contactConfig } from '@/contact/sending/config';
import { ContactForm } from '@/contact/form/lazyContactForm';
import { MailtoFallback } from '@/contact/form/MailtoFallback';
import styles from './Contact.module.css';

export function Contact() {
  const { contact } = useContent();
  return (
    <Section id="contacts" title={contact.title} subtitle={contact.intro}>
      <div className={styles.body}>
        {contactConfig.mode === 'mailto' ? (
          <MailtoFallback lead={contact.mailtoLead} />
        ) : (
          <Suspense fallback={null}>
            <ContactForm />
          </Suspense>
        )}
      </div>
    </Section>
  );
}
