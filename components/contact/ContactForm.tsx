import { contactCopy } from '../../content/contact';
import { topics } from '../../content/topics';
import type { TopicValue } from '../../content/types';
import { buttonStyle } from '../ui/Button';
import { ExternalLink } from '../ui/ExternalLink';
import { Checkbox, ErrorMessage, Field, FieldLabel, Form, Hint, Honeypot, Input, Select, SubmitRow, Textarea } from './formStyles';
import type { FormError, FormStatus } from './useContactForm';
import type { ContactValues } from './submitContact';
import type { FormEvent } from 'react';

interface Props {
  values: ContactValues;
  update: <K extends keyof ContactValues>(key: K, value: ContactValues[K]) => void;
  status: FormStatus;
  error: FormError;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

const errorId = 'contact-error';
const { fields } = contactCopy;

/** The contact form's fields; the state lives in `useContactForm`. */
export function ContactForm({ values, update, status, error, onSubmit }: Props) {
  const missingName = error === 'required' && values.name.trim() === '';
  const missingEmail = error === 'required' && values.email.trim() === '';
  const isSubmitting = status === 'submitting';
  const describe = (invalid: boolean) => (invalid ? errorId : undefined);

  return (
    <Form onSubmit={onSubmit} aria-describedby={error ? errorId : undefined}>
      <Field>
        <FieldLabel htmlFor="contact-name">
          {fields.name} <span aria-hidden="true">*</span>
        </FieldLabel>
        <Input
          id="contact-name"
          name="name"
          autoComplete="name"
          required
          value={values.name}
          aria-invalid={missingName || undefined}
          aria-describedby={describe(missingName)}
          onChange={(event) => update('name', event.target.value)}
        />
      </Field>
      <Field>
        <FieldLabel htmlFor="contact-email">
          {fields.email} <span aria-hidden="true">*</span>
        </FieldLabel>
        <Input
          id="contact-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          aria-invalid={missingEmail || undefined}
          aria-describedby={describe(missingEmail)}
          onChange={(event) => update('email', event.target.value)}
        />
      </Field>
      <Field>
        <FieldLabel htmlFor="contact-topic">{fields.topic}</FieldLabel>
        <Select id="contact-topic" name="topic" value={values.topic} onChange={(event) => update('topic', event.target.value as TopicValue | '')}>
          <option value="">{fields.topicEmpty}</option>
          {topics.map((topic) => (
            <option key={topic.value} value={topic.value}>
              {topic.label}
            </option>
          ))}
        </Select>
      </Field>
      <Field>
        <FieldLabel htmlFor="contact-message">{fields.message}</FieldLabel>
        <Textarea
          id="contact-message"
          name="message"
          rows={4}
          value={values.message}
          aria-describedby="contact-message-hint"
          onChange={(event) => update('message', event.target.value)}
        />
        <Hint id="contact-message-hint">{fields.messageHint}</Hint>
      </Field>
      <Honeypot aria-hidden="true">
        <label htmlFor="contact-gotcha">{fields.gotcha}</label>
        <input id="contact-gotcha" type="text" name="_gotcha" tabIndex={-1} autoComplete="off" value={values._gotcha} onChange={(event) => update('_gotcha', event.target.value)} />
      </Honeypot>
      <Checkbox>
        <input
          id="contact-consent"
          type="checkbox"
          name="consent"
          checked={values.consent}
          aria-invalid={error === 'consent' || undefined}
          aria-describedby={describe(error === 'consent')}
          onChange={(event) => update('consent', event.target.checked)}
        />
        <label htmlFor="contact-consent">
          {fields.consentBefore}
          <ExternalLink href="/datenschutz">{fields.consentLink}</ExternalLink>
          {fields.consentAfter}
        </label>
      </Checkbox>
      <SubmitRow>
        <ErrorMessage id={errorId} role="alert">
          {error ? contactCopy.errors[error] : null}
        </ErrorMessage>
        <button type="submit" css={buttonStyle('primary')} disabled={isSubmitting}>
          {isSubmitting ? contactCopy.submitting : contactCopy.submit}
        </button>
      </SubmitRow>
    </Form>
  );
}
