import type { ReactNode } from 'react';
import type { SectionId } from '@/content/types';
import styles from './Section.module.css';

interface SectionProps {
  id: SectionId;
  title: string;
  subtitle?: string;
  children: ReactNode;
  className?: string;
}

/** A page section with its centred heading and its top padding (tokens `--font-size-heading`, `--section-padding-top`). */
export function Section({ id, title, subtitle, children, className }: SectionProps) {
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className={[styles.section, className].filter(Boolean).join(' ')}>
      <div className={styles.container}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        {children}
      </div>
    </section>
  );
}
