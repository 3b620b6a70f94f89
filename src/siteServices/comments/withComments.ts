import { comments } from 'virtual:services';
import type { OtherPage } from '@/caseStudies/caseStudyPages';
import commentsStyles from './comments.css?raw';

/**
 * A page that shows the comments (a post, a case study) as the prerender writes it: with their
 * stylesheet and their script (`comments`), when the content turns them on; as it was otherwise.
 */
export const withComments = (page: OtherPage): OtherPage =>
  comments ? { ...page, styles: [...page.styles, commentsStyles], comments: true } : page;
