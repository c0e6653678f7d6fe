import type { CSSObject } from '@emotion/react';
import { colors, durations, radii, shadows, space } from '../theme/tokens.ts';

/** The look every dialog shares, whether @reach/dialog (islands) or a native `<dialog>`. */
export const dialogBackdrop: CSSObject = {
  background: colors.backdrop,
  backdropFilter: 'blur(2px)',
  WebkitBackdropFilter: 'blur(2px)',
};

/** Room around a dialog's content. */
export const dialogPadding = `${space.xl} clamp(${space.lg}, 5vw, ${space.xl}) ${space.lg}`;

export const dialogPanel: CSSObject = {
  position: 'relative',
  width: '100%',
  maxWidth: '500px',
  background: colors.surface,
  color: colors.ink,
  borderRadius: radii.lg,
  boxShadow: shadows.dialog,
  padding: dialogPadding,
  outline: 'none',
  animation: `dialog-in ${durations.base} ease-out`,
  '@keyframes dialog-in': { from: { opacity: 0, transform: 'translateY(8px)' }, to: { opacity: 1, transform: 'none' } },
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
};

export const dialogCloseButton: CSSObject = {
  position: 'absolute',
  top: space.sm,
  right: space.sm,
  display: 'grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  border: 0,
  borderRadius: radii.pill,
  background: 'transparent',
  color: colors.inkSoft,
  cursor: 'pointer',
  '&:hover': { background: colors.tint, color: colors.ink },
};

/** Gap around a dialog on small screens, and from the top on tall ones. */
export const dialogMargin = `clamp(${space.sm}, 6vh, 4rem) ${space.sm}`;
