import styled from '@emotion/styled';
import { colors, fontSizes, radii, space } from '../theme/tokens.ts';

export const Form = styled.form({ display: 'grid', gap: space.md, marginTop: space.lg });

export const Field = styled.div({ display: 'grid', gap: space.xxs });

export const FieldLabel = styled.label({ fontSize: fontSizes.sm, fontWeight: 600, '& span': { color: colors.error } });

const control = {
  width: '100%',
  minHeight: '46px',
  padding: '0.6rem 0.8rem',
  border: `1px solid ${colors.lineStrong}`,
  borderRadius: radii.sm,
  background: colors.surface,
  fontSize: fontSizes.base,
  '&:focus-visible': { outline: `3px solid ${colors.focus}`, outlineOffset: '1px', borderColor: colors.accent },
  '&[aria-invalid="true"]': { borderColor: colors.error, boxShadow: `0 0 0 1px ${colors.error}` },
} as const;

export const Input = styled.input(control);
export const Select = styled.select(control);
export const Textarea = styled.textarea({ ...control, resize: 'vertical', lineHeight: 1.5 });

export const Hint = styled.p({ fontSize: fontSizes.xs, color: colors.inkMuted });

export const Checkbox = styled.div({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: space.sm,
  alignItems: 'start',
  fontSize: fontSizes.sm,
  lineHeight: 1.5,
  '& input': { width: '22px', height: '22px', marginTop: '1px', accentColor: colors.accentStrong },
  '& input[aria-invalid="true"]': { outline: `2px solid ${colors.error}`, outlineOffset: '2px' },
});

/** The spam trap: out of sight, out of the accessibility tree and the tab order. */
export const Honeypot = styled.div({
  position: 'absolute',
  left: '-10000px',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
});

/** Always in the page (a live region must exist before its text changes); takes space only with text. */
export const ErrorMessage = styled.p({
  color: colors.error,
  fontSize: fontSizes.sm,
  fontWeight: 600,
  '&:not(:empty)': { marginBottom: space.md },
});

export const SubmitRow = styled.div({ display: 'grid', justifyItems: 'start' });
