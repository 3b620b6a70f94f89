import { useScrolledPast } from '@/hooks/useScrolledPast';
import { useContent } from '@/language/LanguageContext';
import { Icon } from '@/ui/Icon';
import { chromeIcons } from '@/ui/icons/chromeIcons';
import { iconSymbolId } from '@/ui/iconSymbolId';
import { navigateToSection } from './sectionNavigation';
import styles from './GoTop.module.css';

/** Spec: appears once the page is scrolled more than 200 px. */
export const GO_TOP_THRESHOLD = 200;

export function GoTop() {
  const shown = useScrolledPast(GO_TOP_THRESHOLD);
  const { interfaceText } = useContent();
  return (
    <button
      type="button"
      className={styles.button}
      hidden={!shown}
      aria-label={interfaceText.goTop}
      onClick={() => navigateToSection('home')}
    >
      <Icon id={iconSymbolId(chromeIcons.arrowUp, 'text')} size={16} viewBox="0 0 16 15" />
    </button>
  );
}
