import type { MouseEvent } from 'react';
import { formatMessage } from '@/language/formatMessage';
import { useContent, usePageLanguage } from '@/language/LanguageContext';
import { navigateToSection } from './sectionNavigation';
import styles from './Logo.module.css';

/** The site's mark; it links to the top of the page, or from another page of the site (`pageHref`) to the main page. */
export function Logo({ onNavigate, pageHref }: { onNavigate?: () => void; pageHref?: string }) {
  const { logoText, owner, interfaceText } = useContent();
  const { lang } = usePageLanguage();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate?.();
    navigateToSection('home');
  };
  return (
    <a href={pageHref ?? '#home'} className={styles.logo} onClick={pageHref === undefined ? handleClick : undefined}>
      <span aria-hidden="true" dir="auto">
        {logoText}
      </span>
      <span className="visually-hidden">
        {pageHref === undefined ? formatMessage(interfaceText.logoBackToTop, { name: owner.name }, lang) : owner.name}
      </span>
    </a>
  );
}
