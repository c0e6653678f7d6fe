import type { Words } from '../../i18n/words.ts';
import { site } from '../../site.ts';
import type { TopicValue } from '../../types.ts';
import type * as German from '../blog.ts';

// The words the page script writes into the page live apart (blogScript.ts, its English sibling).
export { headingLinkCopied, resultCount, shareCopy, shareToasts } from './blogScript.ts';

/** The blog's English words (see ../blog.ts). */
export const blogCopy: Words<typeof German.blogCopy> = {
  title: 'Tips & Insights',
  kicker: 'Insights',
  intro: `Practical knowledge from more than ${site.yearsOfExperience} years of consulting: how SMEs, start-ups and educational institutions open up markets, put innovation into practice, make use of funding and sharpen their strategy.`,
  metaDescription:
    'Tips & Insights on go-to-market, innovation, internationalisation, funding and strategy for SMEs, start-ups and educational institutions.',
  filterLabel: 'Filter by category',
  all: 'All',
  searchLabel: 'Search articles',
  searchPlaceholder: 'Keyword, e.g. funding',
  readMore: 'Read article →',
  empty: 'No articles found in this category.',
  emptyHint: 'Try another search term or another category.',
  reset: 'Show all articles',
  backLink: 'All insights',
  readTime: (minutes: number) => `${minutes} min read`,
  published: 'Published on',
  modified: 'updated on',
  toc: { label: 'Contents' },
  headingLinkLabel: (heading: string) => `Copy link to “${heading}”`,
  authorHeading: 'About the author',
  cta: {
    heading: 'Would you like to put this into practice in your company?',
    text: 'In a free initial conversation we look at where you stand and at the sensible next steps – specific, honest and on equal terms.',
    button: 'Request a consultation',
  },
  relatedHeading: 'More insights',
  breadcrumbs: { blog: 'Insights' },
  feed: {
    title: 'Tips & Insights',
    description:
      'Practical knowledge on go-to-market, innovation, internationalisation, funding and strategy for SMEs, start-ups and educational institutions.',
  },
};

/** Month names in English (components/blog/en/formatDate.ts uses Intl; the legal pages' dates these). */
export const monthNames: Words<typeof German.monthNames> = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * The contact topic preselected by an article's call to action, by the English category names, which
 * the English pass's articles carry in place of the German keys (model/i18n/categoryNames.ts): the
 * type is the German table's, the keys are what the English articles hold.
 */
export const categoryTopics = {
  Marketing: 'go-to-market',
  Innovation: 'innovation',
  Internationalisation: 'international',
  Funding: 'funding',
  Strategy: 'general',
} satisfies Record<string, TopicValue> as unknown as typeof German.categoryTopics;
