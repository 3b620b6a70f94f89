/**
 * A second language, German, ready to wire in (docs/content.md, "More than one language"): every text
 * of the page in German. The words of your lists (menus, socials, technologies, positions, quotes,
 * tabs, projects) are looked up by what they name, so they follow your lists whatever their length;
 * an item this file has no words for keeps the default language's. Addresses, pictures, ids and
 * numbers stay the default's.
 */
import type { Content, Words } from '@/content/types';

/** The lists of the default content the German words follow. */
export type GermanLists = Pick<
  Content,
  'headerMenu' | 'footerMenu' | 'socials' | 'techStack' | 'experience' | 'feedback' | 'filterTabs' | 'projects'
>;

const sectionTitles: Record<string, string> = {
  home: 'Start',
  'tech-stack': 'Technologien',
  projects: 'Projekte',
  feedback: 'Stimmen',
  contacts: 'Kontakt',
  experience: 'Werdegang',
};
const socialLabels: Record<string, string> = {
  code: 'GitHub-Profil',
  messenger: 'Telegram',
  network: 'LinkedIn-Profil',
};
const tabTitles: Record<string, string> = { all: 'ALLE', 'landing page': 'LANDINGPAGES', react: 'REACT', spa: 'SPA' };
/** Your projects' words by their id. */
const projectWords: Record<number, { title: string; text: string; alt: string }> = {
  1: {
    title: 'Search Chase',
    text: 'Ein Labyrinthspiel für zwei im Geist von Pac-Man, über WebSockets synchron.',
    alt: 'Ein Labyrinth, in dem zwei Spielfiguren ein fliehendes Ziel einkreisen',
  },
  2: {
    title: 'Photo Commons',
    text: 'Eine Fotobörse mit Feed, Likes und Sammlungen, gebaut mit Next.js.',
    alt: 'Ein Raster aus Fotos mit einer Feed-Spalte daneben',
  },
};

export function de(lists: GermanLists): Words<Content> {
  const menu = (items: GermanLists['headerMenu']) =>
    items.map((item) => ({ title: sectionTitles[item.target] ?? item.title }));
  return {
    owner: {
      name: 'Ihr Name',
      role: 'Frontend-Entwickler',
      greeting: 'Hallo, ich heiße',
      photo: { alt: 'Porträt von Ihr Name' },
    },
    site: {
      title: 'Ihr Name \u00B7 Frontend-Entwickler',
      description:
        'Portfolio eines Frontend-Entwicklers: Projekte, Technologien, Stimmen von Kunden und ein Weg, mich zu erreichen.',
      shareImage: { alt: 'Ihr Name, Frontend-Entwickler' },
      notFound: {
        title: 'Seite nicht gefunden',
        text: 'Unter dieser Adresse gibt es nichts. Das ganze Portfolio steht auf einer Seite:',
        link: 'Zurück zum Portfolio',
      },
    },
    appearance: { lightToggleLabel: 'Helles Design' },
    logoText: '<IN/>',
    typingTitles: ['Ein Frontend-Entwickler', 'Ein Webentwickler'],
    headerMenu: menu(lists.headerMenu),
    footerMenu: menu(lists.footerMenu),
    socials: lists.socials.map((social) => ({ label: socialLabels[social.kind] ?? social.label })),
    techStack: {
      title: 'Meine Technologien',
      description: 'Womit ich zuletzt gearbeitet habe',
      items: lists.techStack.items,
    },
    experience: {
      title: 'Werdegang',
      menuTitle: 'Werdegang',
      nowLabel: 'heute',
      entries: lists.experience.entries.map(({ role, organisation, place, lines }) => ({
        role,
        organisation,
        place,
        lines,
      })),
    },
    // The résumé's words in German once you offer one (docs/content.md, "Experience and résumé").
    resume: null,
    freelance: { headline: 'Offen für freie Projekte' },
    feedback: { title: 'Stimmen', slides: lists.feedback.slides.map(({ text }) => ({ text })) },
    projectsSection: {
      title: 'Projekte',
      subtitle: 'Was ich bisher gebaut habe',
      emptyState: 'Noch keine Projekte dieser Art. Wählen Sie einen anderen Reiter.',
    },
    filterTabs: lists.filterTabs.map((tab) => ({ title: tabTitles[tab.status] ?? tab.title })),
    projects: lists.projects.map((project) => {
      const words = projectWords[project.id];
      return {
        title: words?.title ?? project.title,
        text: words?.text ?? project.text,
        image: { alt: words?.alt ?? project.image.alt },
      };
    }),
    caseStudyLabels: {
      link: 'Fallstudie',
      back: 'Zurück zu allen Projekten',
      previous: 'Vorige Fallstudie',
      next: 'Nächste Fallstudie',
      home: 'Start',
      breadcrumb: 'Brotkrümelnavigation',
      otherStudies: 'Weitere Fallstudien',
      gallery: 'Galerie',
      facts: { role: 'Meine Rolle', period: 'Wann', team: 'Team', technologies: 'Technologien', outcome: 'Ergebnis' },
    },
    contact: {
      title: 'Kontakt',
      intro: 'Sie haben ein Projekt oder eine Stelle? Schreiben Sie mir, ich antworte innerhalb von zwei Werktagen.',
      submitLabel: 'Nachricht senden',
      sendingLabel: 'Wird gesendet…',
      retryLabel: 'Erneut versuchen',
      sentMessage: 'Danke! Ihre Nachricht ist unterwegs; ich antworte an die angegebene Adresse.',
      fallbackLead: 'Oder schreiben Sie mir direkt:',
      mailtoLead: 'Das Formular ist auf dieser Kopie der Seite nicht eingerichtet. Schreiben Sie mir direkt:',
      mailtoSubject: 'Hallo aus Ihrem Portfolio',
      fields: {
        user_name: { label: 'Name', placeholder: 'Ihr Name' },
        email: { label: 'E-Mail', placeholder: 'sie@example.com' },
        subject: { label: 'Betreff', placeholder: 'Worum geht es?' },
        message: { label: 'Nachricht', placeholder: 'Erzählen Sie mir von Ihrem Projekt' },
      },
    },
    copyright: { text: '\u00A9 {year} Gestaltet und gebaut von {name}, mit Liebe und Kaffee' },
    interfaceText: {
      skipLink: 'Zum Inhalt springen',
      logoBackToTop: '{name}, nach oben',
      navigation: { main: 'Hauptmenü', footer: 'Fußzeile' },
      menu: { open: 'Menü öffnen', close: 'Menü schließen', label: 'Menü' },
      goTop: 'Nach oben',
      newTab: '(öffnet in einem neuen Tab)',
      carousel: {
        previous: 'Vorige Folie',
        next: 'Nächste Folie',
        choose: 'Folie wählen',
        slide: 'Folie {number}',
      },
      projectCards: 'Projektkarten',
      projectList: 'Projekte',
      quotesCarousel: 'Stimmen von Kunden',
      quotes: 'Zitate',
      quotePosition: '{number} von {count}',
      filterTabs: 'Projekte nach Art filtern',
      projectsShown: { one: '# Projekt unter {tab}', other: '# Projekte unter {tab}' },
      project: {
        live: 'Live ansehen',
        code: 'Code ansehen',
        view: 'Projekt öffnen',
        of: 'von {title}',
        unavailable: 'nicht verfügbar',
      },
      experienceTechnologies: 'Technologien',
      resumeFile: '{label} (PDF, {size})',
      languages: { main: 'Sprache', footer: 'Weitere Sprachen' },
    },
    formMessages: {
      trap: 'Bitte leer lassen',
      required: 'Bitte füllen Sie „{fieldLabel}“ aus.',
      tooLong: '„{fieldLabel}“ darf höchstens {limit} Zeichen lang sein (jetzt {length}).',
      invalidEmail: 'Bitte geben Sie eine E-Mail-Adresse wie name@example.com ein.',
      tooSoon:
        'Ihre letzte Nachricht ging gerade erst hinaus. Warten Sie {wait} und senden Sie dann diese: Sie bleibt hier.',
      offline:
        'Sie scheinen offline zu sein. Ihre Nachricht bleibt hier: Senden Sie sie, sobald Sie wieder online sind.',
      network:
        'Die Nachricht hat den Mail-Dienst nicht erreicht (Netzwerkfehler). Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
      configuration:
        'Der Mail-Dienst hat die Anfrage abgelehnt, weil die Seite falsch eingerichtet ist. Bitte schreiben Sie mir direkt.',
      page: 'Etwas auf dieser Seite hat das Senden verhindert (nicht Ihre Verbindung). Bitte schreiben Sie mir direkt: Der Link unten enthält Ihre Nachricht.',
      blocked: 'Der Mail-Dienst hat diese Nachricht blockiert (403). Bitte schreiben Sie mir direkt.',
      rateLimited: 'Zu viele Nachrichten in kurzer Zeit. Warten Sie {wait} und versuchen Sie es dann erneut.',
      headless:
        'Der Mail-Dienst nimmt keine Nachrichten von automatisierten Browsern an. Bitte schreiben Sie mir direkt.',
      serviceDown:
        'Der Mail-Dienst hat gerade Probleme. Versuchen Sie es in ein paar Minuten erneut oder schreiben Sie mir direkt.',
      unknown: 'Senden fehlgeschlagen (Status {status}). Versuchen Sie es erneut oder schreiben Sie mir direkt.',
    },
  };
}
