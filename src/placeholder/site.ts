/**
 * Everything the page says. This is the one file a site owner edits after forking:
 * replace the placeholders below with your own name, contacts, projects and photos.
 */
import type {
  Appearance,
  CaseStudyLabels,
  Contact,
  Copyright,
  Experience,
  FeedbackSection,
  FilterTab,
  InterfaceText,
  Languages,
  MenuItem,
  Owner,
  Project,
  ProjectsSection,
  Resume,
  Site,
  SocialLink,
  TechStack,
} from '@/content/types';

export const owner: Owner = {
  name: 'Your Name',
  role: 'Frontend developer',
  greeting: 'Hi, my name is',
  email: 'hello@example.com',
  phone: '+1 555 010 0199',
  /** Any JPEG, PNG or WebP in src/content/images/; the build crops it square (sizes: src/theme/imageSlots.ts). */
  photo: { src: 'photo.png', alt: 'Portrait of Your Name' },
};

/**
 * How the site introduces itself to search engines and link previews. `origin` is where it is
 * published, without the base path: your GitHub Pages origin or your own domain.
 */
export const site: Site = {
  origin: 'https://your-handle.github.io',
  title: `${owner.name} \u00B7 ${owner.role}`,
  description: `Portfolio of ${owner.name}, a ${owner.role.toLowerCase()}: projects, tech stack, feedback from clients and a way to get in touch.`,
  shareImage: {
    path: 'og-image.png',
    width: 1200,
    height: 630,
    alt: `${owner.name}, ${owner.role}`,
  },
  notFound: {
    title: 'Page not found',
    text: 'There is nothing at this address. The whole portfolio is on one page:',
    link: 'Back to the portfolio',
  },
};

/**
 * `['dark', 'light']` offers a light scheme too, with a toggle in the header (colours: src/theme/tokens-light.css).
 */
export const appearance: Appearance = { schemes: ['dark'], lightToggleLabel: 'Light theme' };

/** Short mark shown as the logo in the header and footer. */
export const logoText = '<YN/>';

export const typingTitles = ['A Frontend Developer', 'A Web Developer'] as const;

export const headerMenu: readonly MenuItem[] = [
  { title: 'Home', target: 'home' },
  { title: 'Tech Stack', target: 'tech-stack' },
  { title: 'Projects', target: 'projects' },
  { title: 'Feedback', target: 'feedback' },
  { title: 'Contacts', target: 'contacts' },
];

export const footerMenu: readonly MenuItem[] = [
  { title: 'Home', target: 'home' },
  { title: 'Technologies', target: 'tech-stack' },
  { title: 'Projects', target: 'projects' },
  { title: 'Testimony', target: 'feedback' },
  { title: 'Contacts', target: 'contacts' },
];

export const socials: readonly SocialLink[] = [
  {
    kind: 'code',
    label: 'GitHub profile',
    icon: 'github',
    href: 'https://github.com/your-handle',
  },
  {
    kind: 'messenger',
    label: 'Telegram',
    icon: 'telegram',
    href: 'https://t.me/your-handle',
  },
  {
    kind: 'network',
    label: 'LinkedIn profile',
    icon: 'icons/linkedin.svg',
    href: '',
  },
];

/**
 * `icon` is a simple-icons slug (find it on https://simpleicons.org, e.g. `svelte`, `rust`) or the
 * path of an SVG file of yours under src/content/ (e.g. `icons/my-tool.svg`); the build draws the
 * sprite from these and fails naming any icon it cannot find.
 */
export const techStack: TechStack = {
  title: 'My Tech Stack',
  description: "Technologies I've been working with recently",
  items: [
    { icon: 'css', title: 'CSS3' },
    { icon: 'react', title: 'React' },
    { icon: 'html5', title: 'HTML5' },
    { icon: 'javascript', title: 'JS' },
    { icon: 'typescript', title: 'TS' },
    { icon: 'redux', title: 'React Toolkit' },
    { icon: 'icons/rtk-query.svg', title: 'RTK Query' },
    { icon: 'sass', title: 'SASS' },
    { icon: 'git', title: 'Git' },
    { icon: 'reactrouter', title: 'React Router' },
    { icon: 'icons/vscode.svg', title: 'VScode' },
    { icon: 'github', title: 'Github' },
    { icon: 'axios', title: 'Axios' },
    { icon: 'reacthookform', title: 'React Hook Form' },
    { icon: 'redux', title: 'Redux' },
    { icon: 'storybook', title: 'Storybook' },
    { icon: 'mui', title: 'Material UI' },
    { icon: 'radixui', title: 'Radix UI' },
    { icon: 'swagger', title: 'Swagger' },
    { icon: 'styledcomponents', title: 'Styled component' },
  ],
};

/**
 * Your work history, newest first. Empty, the page has no Experience section; each entry added shows
 * it, with an "Experience" item in the menus, placed after the section `after` names. For example:
 *
 *   entries: [
 *     {
 *       role: 'Frontend developer',
 *       organisation: 'Acme',
 *       place: 'Berlin',
 *       start: '2022-03',
 *       end: 'now',
 *       lines: ['Rebuilt the checkout in React and TypeScript.', 'Cut the bundle by a third.'],
 *       link: 'https://acme.example',
 *       technologies: ['React', 'TypeScript'],
 *     },
 *   ],
 */
export const experience: Experience = {
  title: 'Experience',
  menuTitle: 'Experience',
  nowLabel: 'Present',
  after: 'tech-stack',
  entries: [],
};

/**
 * Your CV as a PDF: drop the file into src/content/ and name it here, e.g.
 * `{ src: 'cv.pdf', label: 'Résumé' }`, or let the build write it (and resume.json) from this
 * content: `{ label: 'Résumé', cv: { … } }`, see docs/content.md. `null` offers none.
 */
export const resume: Resume | null = null;

export const freelance = {
  headline: 'I Am Available For Freelance',
};

export const feedback: FeedbackSection = {
  title: 'Feedback',
  slides: [
    {
      userName: '@placeholder_client',
      text: 'Placeholder quote: replace it with what a client said about working with you. Two or three sentences read best here.',
    },
    {
      userName: '@placeholder_lead',
      text: 'Placeholder quote: a team lead describes how you shipped, reviewed and documented. Keep the real words of the person you quote.',
    },
    {
      userName: '@placeholder_peer',
      text: 'Placeholder quote: a colleague on the craft you bring to interfaces, accessibility and performance.',
    },
  ],
};

export const projectsSection: ProjectsSection = {
  title: 'Projects',
  subtitle: 'Things I\u2019ve built so far',
  emptyState: 'No projects of this kind yet. Try another tab.',
};

export const filterTabs: readonly FilterTab[] = [
  { status: 'all', title: 'ALL' },
  { status: 'landing page', title: 'LANDING PAGE' },
  { status: 'react', title: 'REACT' },
  { status: 'spa', title: 'SPA' },
];

/**
 * Each `image` is a JPEG, PNG or WebP in src/content/images/; the build crops it to the card's shape
 * (sizes: src/theme/imageSlots.ts). Add `focus: { x, y }` (0–1) to choose which part the crop keeps.
 */
export const projects: readonly Project[] = [
  {
    id: 1,
    title: 'Search Chase',
    text: 'A two-player maze game in the spirit of Pac-Man: both players hunt a runaway search engine, kept in sync over WebSockets.',
    image: {
      src: 'projects/search-chase.png',
      alt: 'A maze board with two player tokens closing in on a fleeing target',
    },
    type: 'spa',
    hrefLive: 'https://example.com/search-chase',
    hrefCode: 'https://github.com/your-handle/search-chase',
  },
  {
    id: 2,
    title: 'Photo Commons',
    text: 'A multi-purpose photo stock with a social feed, likes and collections, built on Next.js.',
    image: { src: 'projects/photo-commons.png', alt: 'A grid of photo tiles with a feed column beside it' },
    type: 'react',
    hrefLive: 'https://example.com/photo-commons',
    hrefCode: 'https://github.com/your-handle/photo-commons',
  },
  {
    id: 3,
    title: 'Task Tracker',
    text: 'A task tracker that helps a company\u2019s staff plan their working hours and see where the time goes.',
    image: { src: 'projects/task-tracker.png', alt: 'A board of task cards in three columns' },
    type: 'react',
    hrefLive: 'https://example.com/task-tracker',
    hrefCode: 'https://github.com/your-handle/task-tracker',
  },
  {
    id: 4,
    title: 'Job Hunt Autopilot',
    text: 'Сервис, который автоматизирует поиск работы: сам находит вакансии по фильтрам и отправляет отклики.',
    lang: 'ru',
    image: { src: 'projects/job-autopilot.png', alt: 'A list of job cards with send buttons' },
    type: 'react',
    hrefLive: 'https://example.com/job-autopilot',
    hrefCode: '#',
  },
  {
    id: 5,
    title: 'Project Tile goes here',
    text: 'Placeholder project: a short description of what you built, for whom and with which tools goes here.',
    image: { src: 'projects/placeholder-waves.png', alt: 'Abstract colour waves' },
    type: 'spa',
    hrefLive: '#',
    hrefCode: '#',
  },
  {
    id: 6,
    title: 'Project Tile goes here',
    text: 'Placeholder project: a second slot for your work. Replace the picture, text and links in the content file.',
    image: { src: 'projects/placeholder-orbits.png', alt: 'Abstract overlapping circles' },
    type: 'react',
    hrefLive: '#',
    hrefCode: '#',
  },
];

/**
 * The words of the case-study pages. A project gets a page of its own by naming a Markdown file of
 * its story, e.g. `caseStudy: 'case-studies/search-chase.md'` (docs/content.md, "Write a case study").
 */
export const caseStudyLabels: CaseStudyLabels = {
  link: 'Case study',
  back: 'Back to all projects',
  previous: 'Previous case study',
  next: 'Next case study',
  home: 'Home',
  breadcrumb: 'Breadcrumb',
  otherStudies: 'More case studies',
  gallery: 'Gallery',
  facts: { role: 'My role', period: 'When', team: 'Team', technologies: 'Technologies', outcome: 'Outcome' },
};

export const contact: Contact = {
  title: 'Contact',
  intro: 'Have a project or a role in mind? Write to me and I will answer within two working days.',
  submitLabel: 'Send message',
  sendingLabel: 'Sending…',
  retryLabel: 'Try again',
  sentMessage: 'Thank you! Your message is on its way; I will reply to the address you gave.',
  fallbackLead: 'Or write to me directly:',
  mailtoLead: 'The form is not set up on this copy of the site. Write to me directly:',
  mailtoSubject: 'Hello from your portfolio',
  fields: {
    user_name: { label: 'Name', placeholder: 'Your name', autoComplete: 'name', type: 'text' },
    email: { label: 'E-mail', placeholder: 'you@example.com', autoComplete: 'email', type: 'email' },
    subject: { label: 'Subject', placeholder: 'What is it about?', autoComplete: 'off', type: 'text' },
    message: { label: 'Message', placeholder: 'Tell me about your project', autoComplete: 'off', type: 'textarea' },
  },
};

export const copyright: Copyright = {
  year: 2024,
  text: '\u00A9 {year} Designed and built by {name} with Love & Coffee',
};

/** The words of the page's own controls: buttons, screen-reader labels, the form's messages. */
export const interfaceText: InterfaceText = {
  skipLink: 'Skip to content',
  logoBackToTop: '{name}, back to top',
  navigation: { main: 'Main', footer: 'Footer' },
  menu: { open: 'Open menu', close: 'Close menu', label: 'Menu' },
  goTop: 'Back to top',
  newTab: '(opens in a new tab)',
  carousel: {
    previous: 'Previous slide',
    next: 'Next slide',
    choose: 'Choose a slide',
    slide: 'Slide {number}',
  },
  projectCards: 'Project cards',
  projectList: 'Projects',
  quotesCarousel: 'Feedback quotes',
  quotes: 'Quotes',
  quotePosition: '{number} of {count}',
  filterTabs: 'Filter projects by type',
  projectsShown: '{count} projects shown for {tab}',
  project: {
    live: 'Live Preview',
    code: 'View Code',
    view: 'view project',
    of: 'of {title}',
    unavailable: 'not available',
  },
  experienceTechnologies: 'Technologies',
  resumeFile: '{label} (PDF, {size})',
  languages: { main: 'Language', footer: 'Other languages' },
};

/**
 * The languages of the site. The words in this file are the default language's; each language in
 * `others` gets a page of its own at `<base><lang>/` and a switch in the menus, with its `words`:
 * `words: de`, `de` in a file of its own (docs/content.md, "More than one language").
 */
export const languages: Languages = {
  default: { lang: 'en', name: 'English', dir: 'ltr' },
  others: [],
};

/** The contact form's messages: in a file of their own, so they download with the form, not the page. */
export { formMessages } from './formMessages.ts';
