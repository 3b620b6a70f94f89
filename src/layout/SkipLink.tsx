import { useContent } from '@/language/LanguageContext';
import styles from './SkipLink.module.css';

/** First stop of the Tab order: jumps past the header to the page content. */
export function SkipLink() {
  const { interfaceText } = useContent();
  return (
    <a className={styles.skip} href="#main">
      {interfaceText.skipLink}
    </a>
  );
}
