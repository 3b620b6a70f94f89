import { useRef } from 'react';
import { useReveal } from '@/hooks/useReveal';
import { usePageLanguage } from '@/language/LanguageContext';
import { Section } from '@/layout/Section';
import { dayLabel } from './postDates';
import { postPath, writingPath } from './writingAddress';
import styles from './LatestPosts.module.css';

/** The main page's newest posts in its language, each leading to its page, and the way to all of them; nothing in a language without. */
export function LatestPosts() {
  const { lang, path: languageFolder, latestPosts: latest } = usePageLanguage();
  const listRef = useRef<HTMLOListElement>(null);
  useReveal(listRef, 'cascade');
  if (!latest) return null;
  const languageBase = `${import.meta.env.BASE_URL}${languageFolder}`;
  return (
    <Section id="writing" title={latest.title}>
      <ol ref={listRef} className={styles.posts}>
        {latest.posts.map((post) => (
          <li key={post.slug} className={styles.post} data-reveal-item>
            <article aria-labelledby={`latest-${post.slug}`}>
              <h3 id={`latest-${post.slug}`} className={styles.title}>
                <a href={`${languageBase}${postPath(post.slug)}`}>{post.title}</a>
              </h3>
              {/* Where the visitor's browser writes the day otherwise than the build did, hydration keeps the prerendered text. */}
              <time className={styles.day} dateTime={post.date} suppressHydrationWarning>
                {dayLabel(post.date, lang)}
              </time>
              <p className={styles.summary}>{post.summary}</p>
            </article>
          </li>
        ))}
      </ol>
      <p className={styles.all}>
        <a href={`${languageBase}${writingPath}`}>{latest.allPosts}</a>
      </p>
    </Section>
  );
}
