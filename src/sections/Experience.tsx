import { useRef } from 'react';
import type { ExperienceEntry } from '@/content/types';
import { useReveal } from '@/hooks/useReveal';
import { useContent, usePageLanguage } from '@/language/LanguageContext';
import { Section } from '@/layout/Section';
import { monthLabel } from './monthLabel';
import styles from './Experience.module.css';

function Period({ entry }: { entry: ExperienceEntry }) {
  const { experience } = useContent();
  const { lang } = usePageLanguage();
  // Month names and digits follow the ICU Intl runs on; where the visitor's browser writes them
  // otherwise than the build did, hydration keeps the prerendered text (see ResumeLink).
  return (
    <p className={styles.period}>
      <time dateTime={entry.start} suppressHydrationWarning>
        {monthLabel(entry.start, lang)}
      </time>
      {' \u2013 '}
      {entry.end === 'now' ? (
        experience.nowLabel
      ) : (
        <time dateTime={entry.end} suppressHydrationWarning>
          {monthLabel(entry.end, lang)}
        </time>
      )}
    </p>
  );
}

function Organisation({ entry }: { entry: ExperienceEntry }) {
  const { interfaceText } = useContent();
  if (!entry.link) return entry.organisation;
  return (
    <a className={styles.link} href={entry.link} target="_blank" rel="noopener noreferrer">
      {entry.organisation}
      <span className="visually-hidden">{` ${interfaceText.newTab}`}</span>
    </a>
  );
}

/** The owner's work history, newest first: a timeline whose entries cascade in the first time it is seen. */
export function Experience() {
  const { experience, interfaceText } = useContent();
  const listRef = useRef<HTMLOListElement>(null);
  useReveal(listRef, 'cascade');
  return (
    <Section id="experience" title={experience.title}>
      <ol ref={listRef} className={styles.timeline}>
        {experience.entries.map((entry) => (
          <li key={`${entry.organisation} ${entry.start}`} className={styles.entry} data-reveal-item>
            <h3 className={styles.role}>{entry.role}</h3>
            <Period entry={entry} />
            <p className={styles.where}>
              <Organisation entry={entry} />
              {` \u00B7 ${entry.place}`}
            </p>
            <ul className={styles.lines}>
              {entry.lines.map((line) => (
                <li key={line}>
                  <bdi>{line}</bdi>
                </li>
              ))}
            </ul>
            {entry.technologies && entry.technologies.length > 0 && (
              <ul className={styles.technologies} aria-label={interfaceText.experienceTechnologies}>
                {entry.technologies.map((technology) => (
                  <li key={technology} className={styles.technology}>
                    <bdi>{technology}</bdi>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </Section>
  );
}
