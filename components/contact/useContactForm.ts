import { useCallback, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import type { TopicValue } from '#model/types';
import { trackContactSubmit } from './analytics';
import { emptyContactValues, submitContact, validateContact, type ContactValues, type ValidationError } from './submitContact';

const sameValues = (a: ContactValues, b: ContactValues) => (Object.keys(a) as (keyof ContactValues)[]).every((key) => a[key] === b[key]);

export type FormStatus = 'idle' | 'submitting' | 'success';
export type FormError = ValidationError | 'failed' | null;

/**
 * State and submit logic of the contact form (spec sections 4, 5, 7). `draft` gives the values
 * typed into the prerendered form before the island took it over; it is read while the island
 * renders, in the same task in which React adopts the form's fields, so no keystroke falls between.
 */
export function useContactForm(initialTopic: TopicValue | '', onSuccess: () => void, draft?: () => ContactValues) {
  const [values, setValues] = useState<ContactValues>(() => draft?.() ?? { ...emptyContactValues, topic: initialTopic });
  // Read once more as the fields become React's: anything typed while the render was under way.
  useLayoutEffect(() => {
    const typed = draft?.();
    if (typed) setValues((current) => (sameValues(current, typed) ? current : typed));
  }, [draft]);
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
  const update = useCallback(<K extends keyof ContactValues>(key: K, value: ContactValues[K]) => setValues((current) => ({ ...current, [key]: value })), []);

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
