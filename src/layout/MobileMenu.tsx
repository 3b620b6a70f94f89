import { useEffect, useRef, type MouseEvent } from 'react';
import { LanguageSwitch } from 'virtual:language-switch';
import { SchemeToggle } from 'virtual:scheme-toggle';
import { ResumeLink } from '@/resume/ResumeLink';
import { trapTabKey } from '@/ui/trapTabKey';
import { useMediaQuery } from '@/hooks/useMediaQuery';
import { selectMenuOpen } from '@/state/selectors';
import { useAppStore } from '@/state/store';
import { mobileMenuQuery } from 'virtual:header-switch';
import { Logo } from './Logo';
import { NavLinks } from './NavLinks';
import { useContent } from '@/language/LanguageContext';
import { useHeaderMenu } from './pageSections';
import { SocialLinks } from './SocialLinks';
import styles from './MobileMenu.module.css';

/**
 * The full-screen menu below the header's switch width (768 px, more for a longer menu), a modal <dialog>: the page behind is inert, Tab cycles inside,
 * Esc closes it and focus returns to the burger. The overlay, the close button or a link close it too.
 */
export function MobileMenu() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const menuOpen = useAppStore(selectMenuOpen);
  const setMenuOpen = useAppStore((state) => state.setMenuOpen);
  const mobileAsRendered = useMediaQuery(mobileMenuQuery);
  const { interfaceText } = useContent();
  const headerMenu = useHeaderMenu();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // The live answer, not the rendered one: a tap made right after hydration can open the menu
    // before the rendered answer (a transition) has caught up with the phone's viewport.
    const isMobile = window.matchMedia(mobileMenuQuery).matches;
    if (menuOpen && isMobile && !dialog.open) dialog.showModal();
    if ((!menuOpen || !isMobile) && dialog.open) dialog.close();
    if (menuOpen && !isMobile) setMenuOpen(false);
  }, [menuOpen, mobileAsRendered, setMenuOpen]);

  useEffect(() => {
    if (!menuOpen) return;
    document.body.setAttribute('data-scroll-locked', '');
    return () => document.body.removeAttribute('data-scroll-locked');
  }, [menuOpen]);

  const close = () => setMenuOpen(false);
  const closeOnOverlay = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };

  return (
    <dialog
      id="mobile-menu"
      ref={dialogRef}
      className={styles.dialog}
      aria-label={interfaceText.menu.label}
      onClose={close}
      onClick={closeOnOverlay}
      onKeyDown={trapTabKey}
    >
      <div className={styles.top}>
        <Logo onNavigate={close} />
        <button type="button" className={styles.close} aria-label={interfaceText.menu.close} onClick={close}>
          <span aria-hidden="true" className={styles.cross} />
        </button>
      </div>
      <div className={styles.body}>
        <NavLinks
          items={headerMenu}
          label={interfaceText.navigation.main}
          className={styles.menu}
          linkClassName={styles.link}
          onNavigate={close}
        />
        <ResumeLink className={styles.resume} />
        <SocialLinks />
        {SchemeToggle && <SchemeToggle />}
        {LanguageSwitch && <LanguageSwitch />}
      </div>
    </dialog>
  );
}
