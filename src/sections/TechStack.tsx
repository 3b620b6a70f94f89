import { useRef } from 'react';
import { useReveal } from '@/hooks/useReveal';
import { useContent } from '@/language/LanguageContext';
import { Section } from '@/layout/Section';
import { Icon } from '@/ui/Icon';
import { iconSymbolId } from '@/ui/iconSymbolId';
import styles from './TechStack.module.css';

/** The technologies, as icon tiles that cascade in from the left the first time the list is seen. */
export function TechStack() {
  const { techStack } = useContent();
  const listRef = useRef<HTMLUListElement>(null);
  useReveal(listRef, 'cascade');
  return (
    <Section id="tech-stack" title={techStack.title} subtitle={techStack.description}>
      <ul ref={listRef} className={styles.grid} data-tech-list>
        {techStack.items.map((item) => (
          <li key={item.title} className={styles.item} data-reveal-item>
            <span className={styles.tile}>
              <Icon id={iconSymbolId(item.icon, 'brand')} size={44} className={styles.icon} />
            </span>
            <span className={styles.label}>{item.title}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
