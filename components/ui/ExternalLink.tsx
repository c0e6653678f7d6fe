import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { contactCopy } from '#model/copy/contact.ts';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> & { href: string; children: ReactNode };

/** A link that opens in a new tab, safely, and says so to screen readers. */
export function ExternalLink({ children, ...props }: Props) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {contactCopy.newTab}</span>
    </a>
  );
}
