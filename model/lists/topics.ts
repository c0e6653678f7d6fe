/** Contact topics (value : label), in the order of the form's select. */
export const topics = [
  { value: 'go-to-market', label: 'Go-to-Market & Scaling' },
  { value: 'innovation', label: 'Innovation & Transformation' },
  { value: 'international', label: 'Internationalisierung' },
  { value: 'funding', label: 'Funding' },
  { value: 'general', label: 'Allgemein' },
] as const;

/** Value of a contact topic as sent to the form service. */
export type TopicValue = (typeof topics)[number]['value'];

/** A contact topic as the form's select shows it. */
export interface Topic {
  value: TopicValue;
  label: string;
}

export function isTopicValue(value: string): value is TopicValue {
  return topics.some((topic) => topic.value === value);
}
