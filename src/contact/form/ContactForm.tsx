import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useContent } from '@/language/LanguageContext';
import { draftStore } from '@/contact/sending/draft';
import { contactFieldNames, emptyFields, type ContactFields } from '@/contact/sending/fields';
import type { Letter } from '@/contact/sending/mailto';
import { describeSendFailure, heldBack, ownerDetail, type SendFailure } from '@/contact/sending/sendErrors';
import { preloadMailer, sendMessage } from '@/contact/sending/sendMessage';
import { createSendPacing } from '@/contact/sending/sendPacing';
import { validateField } from '@/contact/sending/validation';
import { FormField } from './FormField';
import { useFormWords } from './formWords';
import { MailtoFallback } from './MailtoFallback';
import { ServiceForm } from './ServiceForm';
import { useDraftKeeping } from './useDraftKeeping';
import styles from './ContactForm.module.css';

type Status = { state: 'idle' | 'sending' | 'sent' } | { state: 'failed'; failure: SendFailure };

/**
 * The contact form: validates inline, keeps a draft for the session, sends (sendMessage) and says
 * what happened. The visitor's words stay in the fields until a send succeeds; while one is on its
 * way the fields are read-only, so nothing typed meanwhile is lost to the reset that follows.
 */
export default function ContactForm() {
  const { contact, owner } = useContent();
  const words = useFormWords();
  const formRef = useRef<HTMLFormElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const successRef = useRef<HTMLParagraphElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const sendingRef = useRef(false);
  const [pacing] = useState(createSendPacing);
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  // No defaultValues: the form reads what the fields hold, including text typed before hydration.
  const { register, handleSubmit, reset, subscribe, getValues, setValue, formState } = useForm<ContactFields>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  useDraftKeeping({ getValues, setValue, subscribe });

  useEffect(() => {
    // Without JavaScript the browser validates `required`; with it, the messages below take over.
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  useEffect(() => {
    if (status.state === 'sent') successRef.current?.focus();
    if (status.state === 'failed') failureRef.current?.focus();
  }, [status]);

  const finishSent = () => {
    reset(emptyFields);
    draftStore.clear();
    setStatus({ state: 'sent' });
  };

  const deliver = async () => {
    const form = formRef.current;
    if (!form || sendingRef.current) return;
    if (honeypotRef.current?.value) return finishSent();
    const wait = pacing.secondsUntilNextSend();
    if (wait > 0) return setStatus({ state: 'failed', failure: heldBack(wait, words) });
    sendingRef.current = true;
    setStatus({ state: 'sending' });
    try {
      await sendMessage(form);
      pacing.recordSent();
      finishSent();
    } catch (error) {
      console.warn(`contact form: the message was not sent. ${ownerDetail(error)}`);
      setStatus({ state: 'failed', failure: describeSendFailure(error, navigator.onLine, words) });
    } finally {
      sendingRef.current = false;
    }
  };
  const send = (event: FormEvent<HTMLFormElement>) => handleSubmit(deliver)(event);

  const letter = (): Letter => {
    const { subject, message } = getValues();
    return { subject: subject.trim() || contact.mailtoSubject, body: message };
  };

  const sending = status.state === 'sending';
  // A plain <form> posts to the mail app without JavaScript; another service's posts to that service.
  // Chosen by a constant, so a build carries only its own.
  const FormElement = __CONTACT_BACKEND__ === 'emailjs' || __CONTACT_BACKEND__ === 'mailto' ? 'form' : ServiceForm;
  return (
    <FormElement
      ref={formRef}
      className={styles.form}
      action={`mailto:${owner.email}`}
      method="post"
      encType="text/plain"
      aria-busy={sending}
      aria-label={contact.title}
      onSubmit={send}
      onFocus={preloadMailer}
    >
      {contactFieldNames.map((name) => {
        const field = contact.fields[name];
        return (
          <FormField
            key={name}
            name={name}
            label={field.label}
            placeholder={field.placeholder}
            autoComplete={field.autoComplete}
            type={field.type}
            error={formState.errors[name]?.message}
            readOnly={sending}
            registration={register(name, {
              validate: (value) => validateField(name, value, field.label, words) ?? true,
            })}
          />
        );
      })}
      {/* The trap: read-only, so neither a visitor nor the browser's autofill can fill it; a script that sets every input does. */}
      <div className={styles.trap} aria-hidden="true">
        <label>
          {words.text.trap}
          <input ref={honeypotRef} type="text" tabIndex={-1} autoComplete="off" readOnly />
        </label>
      </div>
      <button type="submit" className={styles.submit} disabled={sending}>
        {sending && <span className={styles.spinner} aria-hidden="true" />}
        {sending ? contact.sendingLabel : contact.submitLabel}
      </button>
      <div className={styles.outcome} role="status" aria-live="polite">
        {status.state === 'sent' && (
          <p ref={successRef} tabIndex={-1} className={styles.success}>
            {contact.sentMessage}
          </p>
        )}
      </div>
      {status.state === 'failed' && (
        <div ref={failureRef} tabIndex={-1} className={styles.failure} role="alert">
          <p>{status.failure.message}</p>
          <button type="submit" className={styles.retry}>
            {contact.retryLabel}
          </button>
          <MailtoFallback lead={contact.fallbackLead} letter={letter} />
        </div>
      )}
    </FormElement>
  );
}
