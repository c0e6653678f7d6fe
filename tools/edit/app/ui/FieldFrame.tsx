import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { colors } from './tokens.ts';

/**
 * A field's frame: its label, the control, its help text and its mistake, wired for screen
 * readers (`aria-describedby` on the control names the help and the mistake by these ids).
 */

export const Frame = styled.div({ margin: '0 0 1.1rem', minWidth: 0 });
export const Label = styled.label({ display: 'block', fontWeight: 600, marginBottom: '0.25rem' });
const Hint = styled.p({ color: colors.muted, fontSize: '0.92rem', margin: '0.25rem 0 0' });
const Mistake = styled.p({
  color: colors.error,
  background: colors.errorBack,
  padding: '0.35rem 0.6rem',
  borderRadius: 4,
  margin: '0.35rem 0 0',
  overflowWrap: 'anywhere',
});

export const hintId = (id: string) => `${id}-hilfe`;
export const mistakeId = (id: string) => `${id}-fehler`;

/** The ids that describe the control: its help text and, when there is one, its mistake. */
export const describedBy = (id: string, hint: string | undefined, mistake: string | undefined) =>
  [hint ? hintId(id) : '', mistake ? mistakeId(id) : ''].filter(Boolean).join(' ') || undefined;

export function FieldFrame(props: {
  id: string;
  label: string;
  hint?: string | undefined;
  mistake?: string | undefined;
  isGroupLabel?: boolean;
  children: ReactNode;
  after?: ReactNode;
}) {
  const { id, label, hint, mistake, isGroupLabel, children, after } = props;
  return (
    <Frame>
      {isGroupLabel ? (
        <Label as="span" id={`${id}-name`}>
          {label}
        </Label>
      ) : (
        <Label htmlFor={id}>{label}</Label>
      )}
      {children}
      {hint && <Hint id={hintId(id)}>{hint}</Hint>}
      {after}
      {mistake && <Mistake id={mistakeId(id)}>{mistake}</Mistake>}
    </Frame>
  );
}

export const inputStyle = {
  font: 'inherit',
  width: '100%',
  boxSizing: 'border-box',
  padding: '0.45rem 0.6rem',
  border: `1px solid ${colors.line}`,
  borderRadius: 4,
  background: '#fff',
  color: colors.text,
  '&[aria-invalid="true"]': { borderColor: colors.error, boxShadow: `0 0 0 1px ${colors.error}` },
  '&:focus-visible': { outline: `3px solid ${colors.accent}`, outlineOffset: 1 },
} as const;

export const Input = styled.input(inputStyle);
export const TextArea = styled.textarea({ ...inputStyle, minHeight: '6rem', resize: 'vertical' });
export const Select = styled.select(inputStyle);
