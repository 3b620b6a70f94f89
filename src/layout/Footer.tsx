import { LanguageSwitch } from 'virtual:language-switch';
import { ProfileFigures } from 'virtual:profile-figures';
import { ResumeLink } from '@/resume/ResumeLink';
import { Logo } from './Logo';
import { NavLinks } from './NavLinks';
import { formatMessage } from '@/language/formatMessage';
import { useContent, usePageLanguage } from '@/language/LanguageContext';
import { useFooterMenu } from './pageSections';
import { SocialLinks } from './SocialLinks';
import styles from './Footer.module.css';

const dialable = (phone: string) => phone.replace(/[^\d+]/g, '');

/** The footer; on another page of the site `pageHref` is the main page's address, which its links lead to. */
export function Footer({ pageHref }: { pageHref?: string }) {
  const { copyright, owner, interfaceText } = useContent();
  const { lang } = usePageLanguage();
  return (
    <footer className={styles.footer}>
      <div className={styles.top}>
        <Logo pageHref={pageHref} />
        <div className={styles.contacts}>
          <a className={styles.phone} href={`tel:${dialable(owner.phone)}`}>
            <bdi dir="ltr">{owner.phone}</bdi>
          </a>
          <p className={styles.name}>{owner.name}</p>
          <ResumeLink className={styles.resume} />
          {/* A ternary, not `ProfileFigures && …`: with no profile the build folds it to the footer as it
              was, byte for byte (an `&&` would leave a `null` child behind). */}
          {ProfileFigures ? (
            <>
              <SocialLinks />
              <ProfileFigures />
            </>
          ) : (
            <SocialLinks />
          )}
        </div>
      </div>
      <div className={styles.bottom}>
        <NavLinks
          items={useFooterMenu()}
          label={interfaceText.navigation.footer}
          pageHref={pageHref}
          className={styles.menu}
          linkClassName={styles.link}
        />
        {LanguageSwitch && <LanguageSwitch place="footer" />}
        <p className={styles.copyright}>
          {formatMessage(copyright.text, { name: owner.name, year: copyright.year }, lang)}
        </p>
      </div>
    </footer>
  );
}
