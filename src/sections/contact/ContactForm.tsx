import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { contact, owner } from '@/content/site';
import { draftStore, emptyFields, type ContactFields } from '@/services/contact/draft';
import { describeSendFailure, type SendFailure } from '@/services/contact/sendErrors';
import { preloadMailer, sendMessage } from '@/services/contact/sendMessage';
import { validateField } from '@/services/contact/validation';
import { FormField } from './FormField';
import { MailtoFallback } from './MailtoFallback';
import styles from './ContactForm.module.css';

type Status = { state: 'idle' | 'sending' | 'sent' } | { state: 'failed'; failure: SendFailure };

const fieldNames = Object.keys(contact.fields) as (keyof ContactFields)[];
const DRAFT_SAVE_DELAY_MS = 300;

/**
 * The contact form: validates inline, keeps a draft for the session, sends with EmailJS and says
 * what happened. The visitor's words stay in the fields until a send succeeds.
 */
export default function ContactForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const successRef = useRef<HTMLParagraphElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const sendingRef = useRef(false);
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const { register, handleSubmit, reset, subscribe, getValues, formState } = useForm<ContactFields>({
    defaultValues: emptyFields,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  useEffect(() => {
    // Without JavaScript the browser validates `required`; with it, the messages below take over.
    if (formRef.current) formRef.current.noValidate = true;
    const draft = draftStore.load();
    if (draft) reset(draft);
  }, [reset]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => draftStore.save(getValues());
    const unsubscribe = subscribe({
      formState: { values: true },
      callback: () => {
        clearTimeout(timer);
        timer = setTimeout(flush, DRAFT_SAVE_DELAY_MS);
      },
    });
    window.addEventListener('pagehide', flush);
    return () => {
      clearTimeout(timer);
      unsubscribe();
      window.removeEventListener('pagehide', flush);
    };
  }, [subscribe, getValues]);

  useEffect(() => {
    if (status.state === 'sent') successRef.current?.focus();
    if (status.state === 'failed') failureRef.current?.focus();
  }, [status]);

  const deliver = async () => {
    const form = formRef.current;
    if (!form || sendingRef.current) return;
    sendingRef.current = true;
    try {
      if (honeypotRef.current?.value) {
        finishSent();
        return;
      }
      setStatus({ state: 'sending' });
      await sendMessage(form);
      finishSent();
    } catch (error) {
      setStatus({ state: 'failed', failure: describeSendFailure(error, navigator.onLine) });
    } finally {
      sendingRef.current = false;
    }
  };
  const send = (event: FormEvent<HTMLFormElement>) => handleSubmit(deliver)(event);

  const finishSent = () => {
    reset(emptyFields);
    draftStore.clear();
    setStatus({ state: 'sent' });
  };

  const sending = status.state === 'sending';
  return (
    <form
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
      {fieldNames.map((name) => {
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
            registration={register(name, { validate: (value) => validateField(name, value, field.label) ?? true })}
          />
        );
      })}
      <div className={styles.trap} aria-hidden="true">
        <label>
          Leave this empty
          <input ref={honeypotRef} type="text" tabIndex={-1} autoComplete="off" />
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
          <MailtoFallback lead={contact.fallbackLead} />
        </div>
      )}
    </form>
  );
}
