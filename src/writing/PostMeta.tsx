import type { WritingLabels } from '@/content/types';
import { dayLabel, minutesLabel } from './postDates';
import { tagPath } from './writingAddress';

interface PostMetaProps {
  /** The language's folder under the base, where its tag pages are. */
  languageBase: string;
  lang: string;
  labels: WritingLabels;
  date: string;
  minutes?: number;
  tags?: readonly string[];
}

/** A post's day, its reading time (on its page) and its tags, each leading to its tag's page. */
export function PostMeta({ languageBase, lang, labels, date, minutes, tags = [] }: PostMetaProps) {
  return (
    <div className="post-meta">
      <p>
        <time dateTime={date}>{dayLabel(date, lang)}</time>
        {minutes !== undefined && <span>{`${labels.readingTime} ${minutesLabel(minutes, lang)}`}</span>}
      </p>
      {tags.length > 0 && (
        <ul className="post-tags" aria-label={labels.tags}>
          {tags.map((tag) => (
            <li key={tag}>
              <a href={`${languageBase}${tagPath(tag)}`}>{tag}</a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
