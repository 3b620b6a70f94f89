import type { MouseEvent } from 'react';
import { logoText, owner } from '@/content/site';
import { navigateToSection } from './sectionNavigation';
import styles from './Logo.module.css';

/** The site's mark; it links to the top of the page. */
export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate?.();
    navigateToSection('home');
  };
  return (
    <a href="#home" className={styles.logo} onClick={handleClick}>
      <span aria-hidden="true">{logoText}</span>
      <span className="visually-hidden">{owner.name}, back to top</span>
    </a>
  );
}
