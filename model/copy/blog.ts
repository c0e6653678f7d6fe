import { site } from '../site.ts';
import type { ArticleCategory, TopicValue } from '../types.ts';

// The words the page script writes into the page live apart (blogScript.ts): this module reads
// the settings, which would otherwise travel to every visitor in the page script.
export { headingLinkCopied, resultCount, shareCopy, shareToasts } from './blogScript.ts';

/** Copy of the blog ("Tips & Insights"): list page, article page and feed. */
export const blogCopy = {
  title: 'Tips & Insights',
  kicker: 'Insights',
  // The years come from the settings (yearsOfExperience), so the figure is typed only once.
  intro: `Praxiswissen aus mehr als ${site.yearsOfExperience} Jahren Beratung: wie KMU, Startups und Bildungseinrichtungen Märkte erschließen, Innovation umsetzen, Förderungen nutzen und ihre Strategie schärfen.`,
  /** Meta description of the list page (50–160 characters). */
  metaDescription:
    'Tips & Insights zu Go-to-Market, Innovation, Internationalisierung, Förderungen und Strategie für KMU, Startups und Bildungseinrichtungen.',
  filterLabel: 'Nach Kategorie filtern',
  all: 'Alle',
  searchLabel: 'Artikel durchsuchen',
  searchPlaceholder: 'Stichwort, z. B. Förderung',
  readMore: 'Artikel lesen →',
  empty: 'Keine Artikel in dieser Kategorie gefunden.',
  emptyHint: 'Versuchen Sie einen anderen Suchbegriff oder eine andere Kategorie.',
  reset: 'Alle Artikel anzeigen',
  backLink: 'Alle Insights',
  readTime: (minutes: number) => `${minutes} Min. Lesezeit`,
  published: 'Veröffentlicht am',
  modified: 'aktualisiert am',
  /** The article's table of contents (its h2 headings). */
  toc: { label: 'Inhalt' },
  /** Name of the link after each heading of an article body, which copies the heading's address. */
  headingLinkLabel: (heading: string) => `Link zu „${heading}“ kopieren`,
  // Neutral: the settings say nothing of the owner's gender.
  authorHeading: 'Zur Person',
  cta: {
    heading: 'Sie möchten das in Ihrem Unternehmen umsetzen?',
    text: 'In einem unverbindlichen Erstgespräch klären wir gemeinsam Ihre Ausgangslage und die nächsten sinnvollen Schritte – konkret, ehrlich und auf Augenhöhe.',
    button: 'Jetzt Beratung anfragen',
  },
  relatedHeading: 'Weitere Insights',
  breadcrumbs: { blog: 'Insights' },
  feed: {
    title: 'Tips & Insights',
    description:
      'Praxiswissen zu Go-to-Market, Innovation, Internationalisierung, Förderungen und Strategie für KMU, Startups und Bildungseinrichtungen.',
  },
};

/** Month names for dates as written in Austria ("15. Jänner 2025"). */
export const monthNames = [
  'Jänner',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
] as const;

/** The contact topic preselected by an article's call to action. */
export const categoryTopics: Record<ArticleCategory, TopicValue> = {
  Marketing: 'go-to-market',
  Innovation: 'innovation',
  Internationalisierung: 'international',
  Förderung: 'funding',
  Strategie: 'general',
};
