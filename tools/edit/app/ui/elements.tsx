import styled from '@emotion/styled';
import { colors, narrow } from './tokens.ts';

/** The building blocks every screen of the editor shares. */

export const Main = styled.main({
  maxWidth: '64rem',
  margin: '0 auto',
  padding: '1.25rem 1rem 4rem',
  [narrow]: { padding: '1rem 0.75rem 4rem' },
});

export const Heading = styled.h1({
  fontSize: '1.6rem',
  lineHeight: 1.25,
  margin: '0.5rem 0 1rem',
  overflowWrap: 'anywhere',
});

export const Card = styled.section({
  background: colors.card,
  border: `1px solid ${colors.line}`,
  borderRadius: 6,
  padding: '1rem 1.25rem',
  margin: '1rem 0',
  [narrow]: { padding: '0.75rem' },
});

/**
 * `isPrimary`: the screen's main action. `isDanger`: one that removes something (an article), red,
 * and placed away from „Speichern“ (DangerZone) so that a thumb aiming at one cannot hit the other.
 */
export const Button = styled.button<{ isPrimary?: boolean; isDanger?: boolean }>(({ isPrimary, isDanger }) => {
  const tone = isDanger ? colors.error : colors.accent;
  return {
    font: 'inherit',
    padding: '0.45rem 1rem',
    borderRadius: 4,
    border: `1px solid ${tone}`,
    background: isPrimary ? tone : colors.card,
    color: isPrimary ? '#fff' : tone,
    fontWeight: isPrimary ? 600 : 400,
    cursor: 'pointer',
    '&:hover, &:focus-visible': { background: isPrimary ? colors.accentDark : tone, color: '#fff' },
    '&:disabled': { opacity: 0.6, cursor: 'wait' },
  };
});

export const LinkButton = styled.a({
  display: 'inline-block',
  padding: '0.45rem 1rem',
  borderRadius: 4,
  background: colors.accent,
  color: '#fff',
  fontWeight: 600,
  textDecoration: 'none',
  '&:hover, &:focus-visible': { background: colors.accentDark },
});

/** A link to another screen that reads as a button, next to the main one. */
export const SecondaryLink = styled.a({
  display: 'inline-block',
  padding: '0.45rem 1rem',
  borderRadius: 4,
  border: `1px solid ${colors.accent}`,
  background: colors.card,
  color: colors.accent,
  textDecoration: 'none',
  '&:hover, &:focus-visible': { background: colors.accent, color: '#fff' },
});

/** One entry of a list page (the history, the English versions): its words left, its buttons right, wrapping on a phone. */
export const ListRow = styled.li({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem 1rem',
  justifyContent: 'space-between',
  alignItems: 'center',
  padding: '0.75rem 1rem',
  background: colors.card,
  border: `1px solid ${colors.line}`,
  borderRadius: 6,
});

export const Note = styled.p({ color: colors.muted, margin: '0.25rem 0 0', fontSize: '0.95rem' });

export const Actions = styled.div({ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center' });

/** The place for removing the entry, below the form's content and apart from the save bar. */
export const DangerZone = styled.div({
  display: 'flex',
  justifyContent: 'flex-end',
  margin: '2rem 0 3rem',
  paddingTop: '1rem',
  borderTop: `1px solid ${colors.line}`,
});

/** The bar with „Speichern“ and the outcome's message, kept in view at the bottom of a long form. */
export const SaveBar = styled.div({
  position: 'sticky',
  bottom: 0,
  background: colors.page,
  padding: '0.5rem 0',
  borderTop: `1px solid ${colors.line}`,
  zIndex: 5,
});

/** A question the owner answers before anything happens (a server's key, replacing their work). */
export const QuestionBox = styled.div({
  border: '2px solid #b36b00',
  background: '#fff8eb',
  borderRadius: 6,
  padding: '0.75rem 1rem',
  margin: '1rem 0',
  code: { wordBreak: 'break-all' },
});
