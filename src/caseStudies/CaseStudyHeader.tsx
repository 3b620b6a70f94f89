import { LanguageSwitch } from 'virtual:language-switch';
import { useContent } from '@/language/LanguageContext';
import { Logo } from '@/layout/Logo';
import { NavLinks } from '@/layout/NavLinks';
import { useHeaderMenu } from '@/layout/pageSections';
import { SocialLinks } from '@/layout/SocialLinks';
import headerStyles from '@/layout/Header.module.css';
import headerSwitch from 'virtual:header-switch.module.css';
import { ResumeLink } from '@/resume/ResumeLink';

const MENU_ID = 'case-study-menu';

/**
 * The site's header on a case-study page: its items lead to the main page's sections (`base`: the
 * main page in the study's language), its language switch to the same study in the others. The page ships
 * no script, so below 768 px the burger opens a popover (the browser's own, no JavaScript needed).
 */
export function CaseStudyHeader({ base }: { base: string }) {
  const { menu, navigation } = useContent().interfaceText;
  const headerMenu = useHeaderMenu();
  return (
    <header className={headerStyles.header}>
      <div className={headerStyles.inner}>
        <Logo pageHref={base} />
        <div className={`${headerStyles.desktop} ${headerSwitch.desktop}`}>
          <NavLinks
            items={headerMenu}
            label={navigation.main}
            pageHref={base}
            className={headerStyles.menu}
            linkClassName={headerStyles.link}
          />
          <SocialLinks />
          {LanguageSwitch && <LanguageSwitch />}
        </div>
        <button
          type="button"
          className={`${headerStyles.burger} ${headerSwitch.burger}`}
          popoverTarget={MENU_ID}
          aria-label={menu.open}
        >
          <span className={headerStyles.bars} aria-hidden="true" />
        </button>
      </div>
      <div id={MENU_ID} popover="auto" className="cs-menu" role="dialog" aria-label={menu.label}>
        <div className="cs-menu__top">
          <Logo pageHref={base} />
          <button
            type="button"
            className="cs-menu__close"
            popoverTarget={MENU_ID}
            popoverTargetAction="hide"
            aria-label={menu.close}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <NavLinks
          items={headerMenu}
          label={navigation.main}
          pageHref={base}
          className="cs-menu__list"
          linkClassName="cs-menu__link"
        />
        <ResumeLink className="cs-menu__link" />
        <SocialLinks />
        {LanguageSwitch && <LanguageSwitch />}
      </div>
    </header>
  );
}
