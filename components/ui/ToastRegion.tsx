import styled from '@emotion/styled';
import { X } from 'lucide-react';
import { contactCopy } from '#model/copy/contact.ts';
import { colors, radii, shadows, space, zIndex } from '../theme/tokens.ts';
import { toastAttrs } from './dataAttributes.ts';

const Region = styled.section({
  position: 'fixed',
  left: '50%',
  bottom: space.lg,
  transform: 'translateX(-50%)',
  zIndex: zIndex.toast,
  width: 'min(26rem, calc(100vw - 2rem))',
  outline: 'none',
  '&:focus-visible': { outline: `3px solid ${colors.focus}`, outlineOffset: '4px', borderRadius: radii.md },
  '& ol': { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.xs },
  // Items are added by components/ui/toasts.client.ts from the template below.
  '& li': {
    display: 'flex',
    alignItems: 'center',
    gap: space.sm,
    padding: `${space.sm} ${space.sm} ${space.sm} ${space.md}`,
    background: colors.dark,
    color: colors.onDark,
    borderRadius: radii.md,
    boxShadow: shadows.raised,
  },
  '& li p': { flex: 1 },
  '& li button': {
    display: 'grid',
    placeItems: 'center',
    width: '36px',
    height: '36px',
    border: 0,
    borderRadius: radii.pill,
    background: 'transparent',
    color: colors.onDark,
    cursor: 'pointer',
  },
});

/**
 * The page's notification region, announced politely and focused with Alt+T. HTML only: the
 * page script adds and removes notifications (components/ui/toasts.client.ts).
 */
export function ToastRegion() {
  return (
    <Region tabIndex={-1} aria-label={contactCopy.toastRegion} {...{ [toastAttrs.region]: '' }}>
      <ol aria-live="polite" aria-relevant="additions" />
      <template>
        <li>
          <p />
          <button type="button" aria-label={contactCopy.toastDismiss}>
            <X size={18} aria-hidden="true" />
          </button>
        </li>
      </template>
    </Region>
  );
}
