import { logoText, owner, site } from '@/content/site';

/** Body of the 404 page: the site's mark, what happened, and the way back. Rendered once at build. */
export function NotFound({ base }: { base: string }) {
  return (
    <main className="not-found">
      <a className="not-found__logo" href={base}>
        <span aria-hidden="true">{logoText}</span>
        <span className="visually-hidden">{owner.name}</span>
      </a>
      <h1 className="not-found__title">{site.notFound.title}</h1>
      <p className="not-found__text">
        {site.notFound.text} <a href={base}>{site.notFound.link}</a>
      </p>
    </main>
  );
}
