import { useContent } from '@/language/LanguageContext';

/**
 * Body of the 404 page in the page's language: the site's mark, what happened, and the way back to
 * `home` (that language's main page). Rendered once at build.
 */
export function NotFound({ home }: { home: string }) {
  const { logoText, owner, site } = useContent();
  return (
    <main className="not-found">
      <a className="not-found__logo" href={home}>
        <span aria-hidden="true" dir="auto">
          {logoText}
        </span>
        <span className="visually-hidden">{owner.name}</span>
      </a>
      <h1 className="not-found__title">{site.notFound.title}</h1>
      <p className="not-found__text">
        {site.notFound.text} <a href={home}>{site.notFound.link}</a>
      </p>
    </main>
  );
}
