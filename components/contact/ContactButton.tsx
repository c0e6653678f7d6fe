import type { ReactNode } from 'react';
import type { TopicValue } from '../../content/types';
import { buttonStyle, type ButtonVariant } from '../ui/Button';

interface Props {
  children: ReactNode;
  topic?: TopicValue;
  variant?: ButtonVariant;
  className?: string;
}

/**
 * A button that opens the contact dialog, with a topic preselected if given. HTML only: the page
 * script (components/contact/contact.client.ts) finds it by `data-contact`.
 */
export function ContactButton({ children, topic, variant = 'primary', className }: Props) {
  return (
    <button type="button" className={className} css={buttonStyle(variant)} aria-haspopup="dialog" data-contact={topic ?? ''}>
      {children}
    </button>
  );
}
