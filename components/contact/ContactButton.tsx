import type { ReactNode } from 'react';
import { paths } from '#model/paths.ts';
import type { TopicValue } from '#model/types.ts';
import { type ButtonVariant, buttonStyle } from '../ui/Button.tsx';
import { contactAttrs } from './dataAttributes.ts';

interface Props {
  children: ReactNode;
  topic?: TopicValue;
  variant?: ButtonVariant;
  className?: string;
}

/** Without JavaScript the button could do nothing: it gives way to a link to the contact section. */
const withScript = { '@media (scripting: none)': { display: 'none' } } as const;

/**
 * A button that opens the contact dialog, with a topic preselected if given. HTML only: the page
 * script (components/contact/contact.client.ts) finds it by `contactAttrs.topic`. Without
 * JavaScript, a link to the contact section (e-mail, WhatsApp) stands in its place.
 */
export function ContactButton({ children, topic, variant = 'primary', className }: Props) {
  return (
    <>
      <button
        type="button"
        className={className}
        css={[buttonStyle(variant), withScript]}
        aria-haspopup="dialog"
        {...{ [contactAttrs.topic]: topic ?? '' }}
      >
        {children}
      </button>
      <noscript>
        <a href={`${paths.home}#contact`} className={className} css={buttonStyle(variant)}>
          {children}
        </a>
      </noscript>
    </>
  );
}
