import styled from '@emotion/styled';
import { fontSizes, fonts, lineHeights, mq, space } from '../theme/tokens.ts';
import { Panel, PanelTitle } from './BenefitsBox.tsx';

// Set in the heading face, like the conclusion of a report.
const Text = styled.p({
  marginTop: space.md,
  fontFamily: fonts.heading,
  fontSize: fontSizes.md,
  fontWeight: 600,
  lineHeight: lineHeights.snug,
  [mq.sm]: { fontSize: fontSizes.lg },
});

/** "Ihr Ergebnis": what the client has at the end of a package, in the benefits box's style. */
export function OutcomeBox({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <Panel id={id} aria-labelledby={`${id}-title`}>
      <PanelTitle id={`${id}-title`}>{title}</PanelTitle>
      <Text>{text}</Text>
    </Panel>
  );
}
