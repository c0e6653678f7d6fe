import type { ReactNode } from 'react';
import type { TopicValue } from '../../content/types';
import { buttonStyle, type ButtonVariant } from '../ui/Button';
import { useContact } from './ContactContext';

interface Props {
  children: ReactNode;
  topic?: TopicValue;
  variant?: ButtonVariant;
  className?: string;
}

/** A button that opens the contact dialog (with a topic preselected, if given). */
export function ContactButton({ children, topic, variant = 'primary', className }: Props) {
  const { openContact, prefetch } = useContact();
  return (
    <button
      type="button"
      className={className}
      css={buttonStyle(variant)}
      aria-haspopup="dialog"
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => openContact(topic)}
    >
      {children}
    </button>
  );
}
