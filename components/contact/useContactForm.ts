import { type FormEvent, useCallback, useRef, useState } from 'react';
import type { TopicValue } from '#model/types.ts';
import { trackContactSubmit } from './analytics.ts';
import {
  type ContactValues,
  emptyContactValues,
  submitContact,
  type ValidationError,
  validateContact,
} from './submitContact.ts';

export type FormStatus = 'idle' | 'submitting' | 'success';
export type FormError = ValidationError | 'failed' | null;

/**
 * State and submit logic of the contact form (spec sections 4, 5, 7). `draft`: the values typed
 * into the prerendered form before the island took it over (read in the task that replaces it).
 */
export function useContactForm(initialTopic: TopicValue | '', onSuccess: () => void, draft?: ContactValues) {
  const [values, setValues] = useState<ContactValues>(() => draft ?? { ...emptyContactValues, topic: initialTopic });
  // The form is prepared before anyone opens it: the topic of the button that opens it arrives later.
  const [topicFromOpener, setTopicFromOpener] = useState(initialTopic);
  if (initialTopic !== topicFromOpener) {
    setTopicFromOpener(initialTopic);
    setValues((current) => ({ ...current, topic: initialTopic }));
  }
  const [status, setStatus] = useState<FormStatus>('idle');
  const [error, setError] = useState<FormError>(null);
  // A ref, not state: a second click or Enter before React re-renders must still send nothing.
  const inFlight = useRef(false);

  // Stable, so that the memoised fields re-render only when their own value changes.
  const update = useCallback(
    <K extends keyof ContactValues>(key: K, value: ContactValues[K]) =>
      setValues((current) => ({ ...current, [key]: value })),
    [],
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current || status === 'success') return;
    const problem = validateContact(values);
    setError(problem);
    if (problem) return;
    inFlight.current = true;
    setStatus('submitting');
    const ok = await submitContact(values);
    inFlight.current = false;
    if (ok) {
      setStatus('success');
      trackContactSubmit(values.topic);
      onSuccess();
    } else {
      setStatus('idle');
      setError('failed');
    }
  };

  return { values, update, status, error, submit };
}
