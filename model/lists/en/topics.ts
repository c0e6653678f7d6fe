import type { Words } from '../../i18n/words.ts';
import type * as German from '../topics.ts';

// The values are the German module's: the form service receives the same topic keys.
export { isTopicValue, type Topic, type TopicValue } from '../topics.ts';

/** The contact topics with English labels, in the order of the form's select (see ../topics.ts). */
export const topics: Words<typeof German.topics> = [
  { value: 'go-to-market', label: 'Go-to-Market & Scaling' },
  { value: 'innovation', label: 'Innovation & Transformation' },
  { value: 'international', label: 'Internationalisation' },
  { value: 'funding', label: 'Funding' },
  { value: 'general', label: 'General' },
];
