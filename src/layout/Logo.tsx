import type { MouseEvent } from 'react';
import { useContent } from '@/language/LanguageContext';
import { navigateToSection } from './sectionNavigation';
import styles from './Logo.module.css';

/** The site's mark; it links to the top of the page, or from another page of the site (`pageHref`) to the main page. */
export function Logo({ onNavigate, pageHref }: { onNavigate?: () => void; pageHref?: string }) {
  const { logoText, owner, interfaceText } = useContent();
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
        {pageHref === undefined ? interfaceText.logoBackToTop(owner.name) : owner.name}
      </span>
    </a>
  );
}
