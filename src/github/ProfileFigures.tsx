import { profile } from 'virtual:github-figures';
import { useContent, usePageLanguage } from '@/language/LanguageContext';
import { countLabel } from './figureFormats';
import { defaultGitHubWords } from './gitHubWords';
import styles from './figures.module.css';

/** The owner's GitHub profile in the footer's contacts: its public repositories and followers, read when the site was built. */
export function ProfileFigures() {
  const { lang } = usePageLanguage();
  const words = useContent().interfaceText.github ?? defaultGitHubWords;
  if (!profile) return null;
  return (
    <dl className={styles.figures}>
      <div className={styles.figure}>
        <dt>{words.repositories}</dt>
        <dd>{countLabel(profile.publicRepos, lang)}</dd>
      </div>
      <div className={styles.figure}>
        <dt>{words.followers}</dt>
        <dd>{countLabel(profile.followers, lang)}</dd>
      </div>
    </dl>
  );
}
