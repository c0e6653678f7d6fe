import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { colors, fontSizes, mq, radii, space } from '../theme/tokens.ts';

const Panel = styled.section({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: space.md,
  padding: `${space.xl} ${space.lg}`,
  background: colors.dark,
  color: colors.onDarkMuted,
  borderRadius: radii.lg,
  [mq.sm]: { padding: space.xxl },
});

const Title = styled.h2({ color: colors.onDark, fontSize: fontSizes.xl });

const Rule = styled.span({ display: 'block', width: '3rem', height: '2px', background: colors.accentOnDark });

const Text = styled.p({ color: colors.onDarkMuted });

// Keeps the button at the panel's foot when the row stretches it to the height of its neighbour.
const Action = styled.div({ marginTop: 'auto', paddingTop: space.md });

interface Props {
  id: string;
  title: string;
  text: string;
  /** The contact button. */
  children: ReactNode;
}

/** A dark panel that invites the visitor to get in touch. */
export function CtaPanel({ id, title, text, children }: Props) {
  return (
    <Panel id={id} aria-labelledby={`${id}-title`} data-print-hidden="">
      <Rule aria-hidden="true" />
      <Title id={`${id}-title`}>{title}</Title>
      <Text>{text}</Text>
      <Action>{children}</Action>
    </Panel>
  );
}
