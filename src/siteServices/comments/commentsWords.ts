import type { CommentsWords, InterfaceText } from '@/content/types';

/** The comments' words where a language gives none (nor the default language, whose words it takes first). */
const englishWords: CommentsWords = {
  title: 'Comments',
  show: 'Show comments',
  onGitHub: 'The comments on GitHub',
};

/** A page's words around its comments. */
export const commentsWordsOf = (interfaceText: InterfaceText): CommentsWords => interfaceText.comments ?? englishWords;
