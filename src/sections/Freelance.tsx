import { useContent } from '@/language/LanguageContext';
import styles from './Freelance.module.css';

/** The call to action: a mailto button that shows the address it writes to. */
export function Freelance() {
  const { freelance, owner } = useContent();
  return (
    <section className={styles.freelance} aria-labelledby="freelance-title">
      <h2 id="freelance-title" className={styles.headline}>
        {freelance.headline}
      </h2>
      <a className={styles.mail} href={`mailto:${owner.email}`}>
        <span className={styles.address} dir="ltr">
          {owner.email}
        </span>
      </a>
    </section>
  );
}
