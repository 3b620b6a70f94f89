import { useContent } from '@/language/LanguageContext';
import { heroAnchor } from '@/scene/page/anchors';
import { ResumeLink } from '@/resume/ResumeLink';
import { Typewriter } from '@/ui/Typewriter';
import { HeroPhoto } from './HeroPhoto';
import { HeroPoster } from './poster/HeroPoster';
import styles from './Hero.module.css';

/**
 * Home: greeting, the owner's name as the page's h1, the typing title (and the résumé when the content
 * offers one) and the round photo, over the field's poster.
 */
export function Hero() {
  const { owner, typingTitles } = useContent();
  return (
    <section id="home" aria-labelledby="home-title" className={styles.hero} {...{ [heroAnchor]: '' }}>
      <HeroPoster />
      <div className={styles.inner}>
        <div className={styles.text}>
          <p className={styles.greeting}>{owner.greeting}</p>
          <h1 id="home-title" className={styles.name}>
            {owner.name}
          </h1>
          <p className={styles.title}>
            <Typewriter texts={typingTitles} />
          </p>
          <ResumeLink className={styles.resume} />
        </div>
        <HeroPhoto />
      </div>
    </section>
  );
}
