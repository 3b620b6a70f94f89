import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './ContactForm.module.css';

interface FormFieldProps {
  name: string;
  label: string;
  placeholder: string;
  autoComplete: string;
  type: 'text' | 'email' | 'textarea';
  error?: string;
  readOnly?: boolean;
  registration: UseFormRegisterReturn;
}

/** A labelled input whose error message is tied to it for screen readers. */
export function FormField({
  name,
  label,
  placeholder,
  autoComplete,
  type,
  error,
  readOnly = false,
  registration,
}: FormFieldProps) {
  const id = `contact-${name}`;
  const errorId = `${id}-error`;
  const shared = {
    id,
    placeholder,
    autoComplete,
    required: true,
    readOnly,
    className: styles.control,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    ...registration,
  };
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {type === 'textarea' ? (
        <textarea {...shared} className={`${styles.control} ${styles.textarea}`} />
      ) : (
        <input type={type} {...shared} />
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
