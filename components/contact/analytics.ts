import type { TopicValue } from '#model/types.ts';
import { trackEvent } from '../analytics/track.ts';

/** Reports a successful submission (spec 7): category "engagement", label the topic or "general". */
export function trackContactSubmit(topic: TopicValue | ''): void {
  trackEvent({ name: 'contact_form_submit', category: 'engagement', label: topic || 'general' });
}
