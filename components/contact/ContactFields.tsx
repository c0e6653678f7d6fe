import { memo } from 'react';
import { contactCopy } from '#model/copy/contact.ts';
import { topics } from '#model/lists/topics.ts';
import { paths } from '#model/paths.ts';
import type { TopicValue } from '#model/types.ts';
import { ExternalLink } from '../ui/ExternalLink.tsx';
import { Checkbox, Field, FieldLabel, Hint, Honeypot, Input, Select, Textarea } from './formStyles.ts';
import type { ContactValues } from './submitContact.ts';

// The contact form's fields, each memoised: typing in one field, or the topic arriving from the
// button that opened the dialog, re-renders that field only.

/** Sets one value of the form; stable across renders (see `useContactForm`). */
export type UpdateContact = <K extends keyof ContactValues>(key: K, value: ContactValues[K]) => void;

const { fields } = contactCopy;

interface RequiredTextProps {
  name: 'name' | 'email';
  value: string;
  /** Id of the message that explains why the field is invalid, when it is. */
  errorId: string | undefined;
  update: UpdateContact;
}

const requiredText = {
  name: { label: fields.name, type: 'text', autoComplete: 'name' },
  email: { label: fields.email, type: 'email', autoComplete: 'email' },
} as const;

export const RequiredTextField = memo(function RequiredTextField({ name, value, errorId, update }: RequiredTextProps) {
  const { label, type, autoComplete } = requiredText[name];
  const id = `contact-${name}`;
  return (
    <Field>
      <FieldLabel htmlFor={id}>
        {label} <span aria-hidden="true">*</span>
      </FieldLabel>
      <Input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        value={value}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        onChange={(event) => update(name, event.target.value)}
      />
    </Field>
  );
});

export const TopicField = memo(function TopicField({
  value,
  update,
}: {
  value: TopicValue | '';
  update: UpdateContact;
}) {
  return (
    <Field>
      <FieldLabel htmlFor="contact-topic">{fields.topic}</FieldLabel>
      <Select
        id="contact-topic"
        name="topic"
        value={value}
        onChange={(event) => update('topic', event.target.value as TopicValue | '')}
      >
        <option value="">{fields.topicEmpty}</option>
        {topics.map((topic) => (
          <option key={topic.value} value={topic.value}>
            {topic.label}
          </option>
        ))}
      </Select>
    </Field>
  );
});

export const MessageField = memo(function MessageField({ value, update }: { value: string; update: UpdateContact }) {
  return (
    <Field>
      <FieldLabel htmlFor="contact-message">{fields.message}</FieldLabel>
      <Textarea
        id="contact-message"
        name="message"
        rows={4}
        value={value}
        aria-describedby="contact-message-hint"
        onChange={(event) => update('message', event.target.value)}
      />
      <Hint id="contact-message-hint">{fields.messageHint}</Hint>
    </Field>
  );
});

/** A field people do not see and bots fill in; the form service drops what arrives with it. */
export const HoneypotField = memo(function HoneypotField({ value, update }: { value: string; update: UpdateContact }) {
  return (
    <Honeypot aria-hidden="true">
      <label htmlFor="contact-gotcha">{fields.gotcha}</label>
      <input
        id="contact-gotcha"
        type="text"
        name="_gotcha"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => update('_gotcha', event.target.value)}
      />
    </Honeypot>
  );
});

interface ConsentProps {
  checked: boolean;
  errorId: string | undefined;
  update: UpdateContact;
}

export const ConsentField = memo(function ConsentField({ checked, errorId, update }: ConsentProps) {
  return (
    <Checkbox>
      <input
        id="contact-consent"
        type="checkbox"
        name="consent"
        checked={checked}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        onChange={(event) => update('consent', event.target.checked)}
      />
      <label htmlFor="contact-consent">
        {fields.consentBefore}
        <ExternalLink href={paths.datenschutz}>{fields.consentLink}</ExternalLink>
        {fields.consentAfter}
      </label>
    </Checkbox>
  );
});
