import { useContext } from 'react';
import { useContent, usePageLanguage } from '@/language/LanguageContext';
import { PagePath } from '@/language/PagePath';
import { selectActiveSection } from '@/state/selectors';
import { useAppStore } from '@/state/store';
import { pageLanguages } from 'virtual:page-languages';
import styles from './LanguageSwitch.module.css';

/**
 * Links to the page in the site's other languages, each named in its own language, leading to the
 * section in view (the first screen: the top), or on another page of the site (a case study) to that page (a post a language lacks: that language's posts). Plain links: they work before hydration and without
 * script, and nothing switches the language on its own. Nothing on a site in one language.
 */
export function LanguageSwitch({ place = 'main' }: { place?: 'main' | 'footer' }) {
  const current = usePageLanguage();
  const { interfaceText } = useContent();
  const activeSection = useAppStore(selectActiveSection);
  const pagePath = useContext(PagePath);
  if (pageLanguages.length < 2) return null;
  const hash = pagePath !== '' || activeSection === 'home' ? '' : `#${activeSection}`;
  const pathIn = (lang: string) => (typeof pagePath === 'string' ? pagePath : pagePath[lang]);
  return (
    <nav aria-label={interfaceText.languages[place]}>
      <ul className={styles.list}>
        {pageLanguages
          .filter((language) => language.lang !== current.lang)
          .map((language) => (
            <li key={language.lang}>
              <a
                className={styles.link}
                href={`${import.meta.env.BASE_URL}${language.path}${pathIn(language.lang)}${hash}`}
                hrefLang={language.lang}
                lang={language.lang}
                dir={language.dir}
              >
                {language.name}
              </a>
            </li>
          ))}
      </ul>
    </nav>
  );
}
