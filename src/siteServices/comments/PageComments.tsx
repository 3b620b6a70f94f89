import type { Comments } from '@/contentShape/services';
import { usePageLanguage } from '@/language/LanguageContext';
import { commentsWidgetOf, discussionSearch, discussionTerm } from './commentsOfPage';
import { commentsWordsOf } from './commentsWords';

interface PageCommentsProps {
  comments: Comments;
  /** The page's path under its language's folder, e.g. `writing/first-post/`. */
  path: string;
}

/**
 * The comments' section at the end of a post or a case study, prerendered: its heading and a link to
 * the discussion on GitHub, and room for giscus' frame, which its script (showComments.ts) puts there
 * in place of the link when the visitor nears it or presses the button (hidden until the script runs).
 */
export function PageComments({ comments, path }: PageCommentsProps) {
  const { lang, path: folder, content } = usePageLanguage();
  const words = commentsWordsOf(content.interfaceText);
  const term = discussionTerm(folder, path);
  return (
    <section
      id="comments"
      className="comments"
      aria-labelledby="comments-title"
      data-comments={JSON.stringify(commentsWidgetOf(comments, term, lang))}
    >
      <h2 id="comments-title">{words.title}</h2>
      <div className="comments__frame" data-comments-frame="">
        <button type="button" className="comments__show" hidden>
          {words.show}
        </button>
        <a href={discussionSearch(comments, term)}>{words.onGitHub}</a>
      </div>
    </section>
  );
}
