import { usePageLanguage } from '@/language/LanguageContext';
import { dayLabel } from './postDates';
import type { ListedElsewhere } from './indexEntries';

interface PostElsewhereItemProps {
  post: ListedElsewhere;
  /** Before the site's name: `Published on`. */
  publishedOn: string;
  headingId: string;
}

/** A post published on another site, in the index: its title leading there, its day and that site, its summary. */
export function PostElsewhereItem({ post, publishedOn, headingId }: PostElsewhereItemProps) {
  const { lang } = usePageLanguage();
  return (
    <article aria-labelledby={headingId} className="post-elsewhere">
      <h2 id={headingId}>
        <a href={post.link} target="_blank" rel="noopener noreferrer">
          {post.title}
        </a>
      </h2>
      <div className="post-meta">
        <p>
          <time dateTime={post.date}>{dayLabel(post.date, lang)}</time>
          <span>{`${publishedOn} ${post.site}`}</span>
        </p>
      </div>
      {post.summary && <p>{post.summary}</p>}
    </article>
  );
}
