import { useContent } from '@/language/LanguageContext';
import { Icon } from '@/ui/Icon';
import { iconSymbolId } from '@/ui/iconSymbolId';
import styles from './SocialLinks.module.css';

/** The owner's profiles; a social with an empty href is left out. */
export function SocialLinks({ className }: { className?: string }) {
  const { socials, interfaceText } = useContent();
  const shown = socials.filter((social) => social.href !== '');
  return (
    <ul className={[styles.list, className].filter(Boolean).join(' ')}>
      {shown.map((social) => (
        <li key={social.kind}>
          <a className={styles.link} href={social.href} target="_blank" rel="noopener noreferrer">
            <Icon id={iconSymbolId(social.icon, 'text')} size={24} />
            <span className="visually-hidden">{`${social.label} ${interfaceText.newTab}`}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
