import { useSyncExternalStore } from 'react';
import { useContent } from '@/language/LanguageContext';
import type { ColourScheme } from '@/content/types';
import { chooseScheme, currentScheme, onSchemeChange } from '@/services/colourScheme';
import styles from './SchemeToggle.module.css';

/**
 * The light scheme's switch, a toggle button (its pressed state is "light on"), in the header and the
 * mobile menu when the content offers both schemes. Its icon is the scheme on screen: a moon, a sun.
 */
export function SchemeToggle() {
  const { appearance } = useContent();
  // The prerendered page cannot know the visitor's scheme: it is in the site's own, the first it lists,
  // and set right on hydration.
  const serverScheme = (): ColourScheme => appearance.schemes[0];
  const scheme = useSyncExternalStore(onSchemeChange, currentScheme, serverScheme);
  const light = scheme === 'light';
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-pressed={light}
      aria-label={appearance.lightToggleLabel}
      title={appearance.lightToggleLabel}
      onClick={() => chooseScheme(light ? 'dark' : 'light')}
    >
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
        {light ? (
          <>
            <circle cx="12" cy="12" r="4.5" />
            <path d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8" />
          </>
        ) : (
          <path d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5Z" />
        )}
      </svg>
    </button>
  );
}
