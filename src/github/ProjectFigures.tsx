import { projects } from 'virtual:github-figures';
import { useContent, usePageLanguage } from '@/language/LanguageContext';
import { countLabel, dayLabel } from './figureFormats';
import { defaultGitHubWords } from './gitHubWords';
import styles from './figures.module.css';

/** A project's figures read from GitHub when the site was built: stars, main language, last push. */
export function ProjectFigures({ hrefCode }: { hrefCode: string }) {
  const { lang } = usePageLanguage();
  const words = useContent().interfaceText.github ?? defaultGitHubWords;
  const repository = projects[hrefCode];
  if (!repository) return null;
  return (
    <dl className={styles.figures}>
      <div className={styles.figure}>
        <dt>{words.stars}</dt>
        <dd>{countLabel(repository.stars, lang)}</dd>
      </div>
      {repository.language && (
        <div className={styles.figure}>
          <dt>{words.language}</dt>
          <dd>{repository.language}</dd>
        </div>
      )}
      <div className={styles.figure}>
        <dt>{words.lastPush}</dt>
        <dd>
          <time dateTime={repository.pushedAt}>{dayLabel(repository.pushedAt, lang)}</time>
        </dd>
      </div>
    </dl>
  );
}
