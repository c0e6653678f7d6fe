import type { FormEvent } from 'react';
import { contactCopy } from '#model/copy/contact.ts';
import { buttonStyle } from '../ui/Button.tsx';
import { ContactFallbackLinks } from './ContactFallbackLinks.tsx';
import {
  ConsentField,
  HoneypotField,
  MessageField,
  RequiredTextField,
  TopicField,
  type UpdateContact,
} from './ContactFields.tsx';
import { ErrorMessage, Form, SubmitRow } from './formStyles.ts';
import type { ContactValues } from './submitContact.ts';
import type { FormError, FormStatus } from './useContactForm.ts';

interface Props {
  values: ContactValues;
  update: UpdateContact;
  status: FormStatus;
  error: FormError;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

const errorId = 'contact-error';

/** The contact form; the state lives in `useContactForm`. */
export function ContactForm({ values, update, status, error, onSubmit }: Props) {
  const missingName = error === 'required' && values.name.trim() === '';
  const missingEmail = error === 'required' && values.email.trim() === '';
  const isSubmitting = status === 'submitting';
  const describe = (invalid: boolean) => (invalid ? errorId : undefined);

  return (
    <Form onSubmit={onSubmit} aria-describedby={error ? errorId : undefined}>
      <RequiredTextField name="name" value={values.name} errorId={describe(missingName)} update={update} />
      <RequiredTextField name="email" value={values.email} errorId={describe(missingEmail)} update={update} />
      <TopicField value={values.topic} update={update} />
      <MessageField value={values.message} update={update} />
      <HoneypotField value={values._gotcha} update={update} />
      <ConsentField checked={values.consent} errorId={describe(error === 'consent')} update={update} />
      <SubmitRow>
        <ErrorMessage id={errorId} role="alert">
          {error ? contactCopy.errors[error] : null}
        </ErrorMessage>
        {error === 'failed' ? <ContactFallbackLinks values={values} /> : null}
        <button type="submit" css={buttonStyle('primary')} disabled={isSubmitting}>
          {isSubmitting ? contactCopy.submitting : contactCopy.submit}
        </button>
      </SubmitRow>
    </Form>
  );
}
