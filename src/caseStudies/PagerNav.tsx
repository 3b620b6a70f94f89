interface Neighbour {
  href: string;
  title: string;
}

interface PagerNavProps {
  /** The navigation's name, e.g. "Other case studies". */
  label: string;
  previous?: Neighbour;
  next?: Neighbour;
  labels: { previous: string; next: string };
}

/** The links to the previous and the next page of a series (case studies, posts), when there is one. */
export function PagerNav({ label, previous, next, labels }: PagerNavProps) {
  if (!previous && !next) return null;
  return (
    <nav aria-label={label} className="cs-pager">
      {previous && <PagerLink neighbour={previous} label={labels.previous} rel="prev" />}
      {next && <PagerLink neighbour={next} label={labels.next} rel="next" />}
    </nav>
  );
}

function PagerLink({ neighbour, label, rel }: { neighbour: Neighbour; label: string; rel: 'prev' | 'next' }) {
  return (
    <a className={`cs-pager__${rel}`} href={neighbour.href} rel={rel}>
      <span className="cs-pager__label">{label}</span>
      <span className="cs-pager__title">{neighbour.title}</span>
    </a>
  );
}
