import type { Words } from '../../i18n/words.ts';
import type * as German from '../detailPages.ts';

/** UI words of the service and package pages, in English (see ../detailPages.ts). */
export const detailCopy: Words<typeof German.detailCopy> = {
  backHome: 'Back to the home page',
  cardMore: 'View package →',
  service: {
    kicker: 'Consulting area',
    contents: 'On this page',
    offeringsTitle: 'Services at a glance',
    offeringsIntro:
      'Seven building blocks that I combine depending on your starting point – as a single service or as continuous support from the first workshop to implementation.',
    ctaTitle: 'Let’s talk about your plans',
    ctaText:
      'In a free initial conversation we clarify your starting point, your goals and which services you actually need.',
    ctaLabel: 'Request a consultation',
    relatedTitle: 'Matching packages',
    relatedIntro:
      'Clearly defined packages that bring these services together – with a fixed focus and a tangible result.',
  },
  package: {
    kicker: 'Package',
    metaTitle: (title) => `Package ${title}`,
    audienceTitle: 'Who it is for',
    itemsTitle: 'What this package includes',
    itemsIntro: 'Five coordinated building blocks that I adapt to your situation and your pace.',
    outcomeTitle: 'Your result',
    ctaTitle: 'Is this package right for you?',
    ctaText:
      'In a free initial conversation we clarify your starting point and whether this package is the right framework – or what will move you forward instead.',
    othersTitle: 'More packages',
    othersIntro: 'Each package has its own focus. Perhaps one of them fits your situation even better.',
    defaultServiceType: 'Strategy consulting',
  },
  schema: {
    home: 'Home',
    services: 'Consulting areas',
    packages: 'Packages',
    catalog: (title) => `Services: ${title}`,
  },
};
