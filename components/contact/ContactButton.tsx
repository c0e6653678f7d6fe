import type { ReactNode } from 'react';
import type { TopicValue } from '../../content/types';
import { buttonStyle, type ButtonVariant } from '../ui/Button';
import { contactAttrs } from './dataAttributes';

interface Props {
  children: ReactNode;
  topic?: TopicValue;
  variant?: ButtonVariant;
  className?: string;
}

/**
 * A button that opens the contact dialog, with a topic preselected if given. HTML only: the page
 * script (components/contact/contact.client.ts) finds it by `contactAttrs.topic`.
 */
export function ContactButton({ children, topic, variant = 'primary', className }: Props) {
  return (
    <button type="button" className={className} css={buttonStyle(variant)} aria-haspopup="dialog" {...{ [contactAttrs.topic]: topic ?? '' }}>
      {children}
    </button>
  );
}
