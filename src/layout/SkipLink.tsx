import styles from './SkipLink.module.css';

/** First stop of the Tab order: jumps past the header to the page content. */
export function SkipLink() {
  return (
    <a className={styles.skip} href="#main">
      Skip to content
    </a>
  );
}
