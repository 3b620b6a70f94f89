import { useContent } from '@/language/LanguageContext';
import { selectActiveFilter } from '@/state/selectors';
import { useAppStore } from '@/state/store';
import styles from './FilterTabs.module.css';

interface FilterTabsProps {
  /** Called just before the filter changes (the grid measures itself here to animate the change). */
  onBeforeChange?: () => void;
}

/** The project filter: one pressed toggle button per project type. */
export function FilterTabs({ onBeforeChange }: FilterTabsProps) {
  const { filterTabs, interfaceText } = useContent();
  const activeFilter = useAppStore(selectActiveFilter);
  const setFilter = useAppStore((state) => state.setFilter);
  return (
    <div className={styles.tabs} role="group" aria-label={interfaceText.filterTabs}>
      {filterTabs.map((tab) => (
        <button
          key={tab.status}
          type="button"
          className={styles.tab}
          aria-pressed={activeFilter === tab.status}
          onClick={() => {
            if (tab.status === activeFilter) return;
            onBeforeChange?.();
            setFilter(tab.status);
          }}
        >
          {tab.title}
        </button>
      ))}
    </div>
  );
}
