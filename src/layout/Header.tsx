import { LanguageSwitch } from 'virtual:language-switch';
import { SchemeToggle } from 'virtual:scheme-toggle';
import { selectMenuOpen } from '@/state/selectors';
import { useAppStore } from '@/state/store';
import { HeaderStart } from 'virtual:header-start';
import { MobileMenu } from './MobileMenu';
import { NavLinks } from './NavLinks';
import { useContent } from '@/language/LanguageContext';
import { useHeaderMenu } from './pageSections';
import { SocialLinks } from './SocialLinks';
import styles from './Header.module.css';
import headerSwitch from 'virtual:header-switch.module.css';

/**
 * Fixed header: logo, the desktop row from the width where it fits on one line (768 px for the spec's
 * menu; the build computes it from the content, vite/header/headerSwitch.ts), the burger below that.
 */
export function Header() {
  const menuOpen = useAppStore(selectMenuOpen);
  const setMenuOpen = useAppStore((state) => state.setMenuOpen);
  const { interfaceText } = useContent();

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <HeaderStart />
        <div className={`${styles.desktop} ${headerSwitch.desktop}`}>
          <NavLinks
            items={useHeaderMenu()}
            label={interfaceText.navigation.main}
            className={styles.menu}
            linkClassName={styles.link}
          />
          <SocialLinks />
          {SchemeToggle && <SchemeToggle />}
          {LanguageSwitch && <LanguageSwitch />}
        </div>
        <button
          type="button"
          className={`${styles.burger} ${headerSwitch.burger}`}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={interfaceText.menu.open}
          onClick={() => setMenuOpen(true)}
        >
          <span className={styles.bars} aria-hidden="true" />
        </button>
      </div>
      <MobileMenu />
    </header>
  );
}
