import { css, keyframes } from '@emotion/react';
import { colors, durations, fontSizes, radii } from '../theme/tokens.ts';

/** Visual variants shared by `<button>` and `<a>` call-to-actions. */
export type ButtonVariant = 'primary' | 'outline' | 'whatsapp' | 'light';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

const base = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.6rem',
  minHeight: '48px',
  padding: '0.75rem 1.35rem',
  borderRadius: radii.sm,
  border: '1.5px solid transparent',
  fontSize: fontSizes.sm,
  fontWeight: 600,
  lineHeight: 1.2,
  letterSpacing: '0.01em',
  textDecoration: 'none',
  textAlign: 'center',
  cursor: 'pointer',
  transition: `background-color ${durations.fast} ease, color ${durations.fast} ease, border-color ${durations.fast} ease, transform ${durations.fast} ease`,
  '&:hover': { textDecoration: 'none' },
  '&:active': { transform: 'translateY(1px)' },
  '&:disabled': { cursor: 'progress', opacity: 0.75 },
  // A contact button whose dialog is still loading (components/contact/contact.client.ts).
  '&[aria-busy="true"]': { cursor: 'progress' },
  '&[aria-busy="true"]::after': {
    content: '""',
    width: '1em',
    height: '1em',
    flexShrink: 0,
    borderRadius: radii.pill,
    border: '2px solid currentColor',
    borderRightColor: 'transparent',
    animation: `${spin} 700ms linear infinite`,
    '@media (prefers-reduced-motion: reduce)': { animation: 'none', borderRightColor: 'currentColor', opacity: 0.6 },
  },
});

const variants = {
  primary: css({
    background: colors.accentStrong,
    color: colors.onAccent,
    '&:hover': { background: colors.accentHover },
  }),
  outline: css({
    background: 'transparent',
    color: colors.ink,
    borderColor: colors.ink,
    '&:hover': { background: colors.ink, color: colors.surface },
  }),
  whatsapp: css({
    background: colors.whatsapp,
    color: colors.onWhatsapp,
    '&:hover': { background: colors.whatsappStrong },
  }),
  light: css({ background: colors.surface, color: colors.ink, '&:hover': { background: colors.accentTint } }),
} satisfies Record<ButtonVariant, ReturnType<typeof css>>;

/** The css of a button or call-to-action link of the given variant. */
export function buttonStyle(variant: ButtonVariant) {
  return [base, variants[variant]];
}
