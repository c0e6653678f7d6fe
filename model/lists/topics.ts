import type { Topic, TopicValue } from '../types';

/** Contact topics (value : label), in the order of the form's select. */
export const topics = [
  { value: 'go-to-market', label: 'Go-to-Market & Scaling' },
  { value: 'innovation', label: 'Innovation & Transformation' },
  { value: 'international', label: 'Internationalisierung' },
  { value: 'funding', label: 'Funding' },
  { value: 'general', label: 'Allgemein' },
] as const satisfies readonly Topic[];

export function isTopicValue(value: string): value is TopicValue {
  return topics.some((topic) => topic.value === value);
}
