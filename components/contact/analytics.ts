import type { TopicValue } from '#model/types';
import { trackEvent } from '../analytics/track';

/** Reports a successful submission (spec 7): category "engagement", label the topic or "general". */
export function trackContactSubmit(topic: TopicValue | ''): void {
  trackEvent({ name: 'contact_form_submit', category: 'engagement', label: topic || 'general' });
}
