import type { MouseEvent } from 'react';
import type { MenuItem } from '@/content/types';
import { selectActiveSection } from '@/state/selectors';
import { useAppStore } from '@/state/store';
import { navigateToSection } from './sectionNavigation';

interface NavLinksProps {
  items: readonly MenuItem[];
  label: string;
  className?: string;
  linkClassName?: string;
  /** Runs before scrolling, e.g. to close the mobile menu. */
  onNavigate?: () => void;
  /** On another page of the site: the main page's address, which the links lead to. */
  pageHref?: string;
}

/** A menu of in-page anchors; the item of the section in view carries `aria-current`. */
export function NavLinks({ items, label, className, linkClassName, onNavigate, pageHref }: NavLinksProps) {
  const activeSection = useAppStore(selectActiveSection);
  const onMainPage = pageHref === undefined;

  const handleClick = (event: MouseEvent<HTMLAnchorElement>, item: MenuItem) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate?.();
    navigateToSection(item.target);
  };

  return (
    <nav aria-label={label}>
      <ul className={className}>
        {items.map((item) => (
          <li key={item.title}>
            <a
              href={`${pageHref ?? ''}#${item.target}`}
              className={linkClassName}
              aria-current={onMainPage && activeSection === item.target ? 'location' : undefined}
              onClick={onMainPage ? (event) => handleClick(event, item) : undefined}
            >
              {item.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
