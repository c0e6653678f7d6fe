import type { TopicValue } from '#model/types.ts';
import type { ContactValues } from './submitContact.ts';

/** What the prerendered contact form holds now (field names as in ContactFields.tsx). */
export function readContactForm(form: HTMLFormElement): ContactValues {
  const text = (name: string) => {
    const field = form.elements.namedItem(name);
    return field instanceof HTMLInputElement ||
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement
      ? field.value
      : '';
  };
  const consent = form.elements.namedItem('consent');
  return {
    name: text('name'),
    email: text('email'),
    topic: text('topic') as TopicValue | '',
    message: text('message'),
    consent: consent instanceof HTMLInputElement && consent.checked,
    _gotcha: text('_gotcha'),
  };
}
