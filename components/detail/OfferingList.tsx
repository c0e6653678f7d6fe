import styled from '@emotion/styled';
import type { Offering } from '#model/types.ts';
import { colors, fontSizes, fonts, layout, lineHeights, mq, space } from '../theme/tokens.ts';

const List = styled.ol({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  counterReset: 'offering',
  borderTop: `1px solid ${colors.line}`,
});

const Item = styled.li({
  counterIncrement: 'offering',
  display: 'grid',
  gridTemplateColumns: '2.5rem minmax(0, 1fr)',
  columnGap: space.md,
  padding: `${space.lg} 0`,
  borderBottom: `1px solid ${colors.line}`,
  // The number is the list's own (CSS counter), so assistive technology hears it once, from the <ol>.
  '&::before': {
    content: 'counter(offering, decimal-leading-zero)',
    gridRow: '1 / span 2',
    paddingTop: '0.2rem',
    fontFamily: fonts.heading,
    fontSize: fontSizes.md,
    fontVariantNumeric: 'lining-nums tabular-nums',
    lineHeight: lineHeights.tight,
    color: colors.accentStrong,
  },
  [mq.sm]: {
    gridTemplateColumns: '3.5rem minmax(0, 1fr)',
    padding: `${space.xl} 0`,
    '&::before': { fontSize: fontSizes.lg },
  },
});

const Title = styled.h3({ fontSize: fontSizes.lg, lineHeight: lineHeights.snug });

const Text = styled.p({ marginTop: space.xs, maxWidth: layout.text, color: colors.inkSoft });

/** A numbered list of offerings or package items, each with an `<h3>` title and a description. */
export function OfferingList({ items }: { items: readonly Offering[] }) {
  return (
    <List>
      {items.map((item) => (
        <Item key={item.title} data-testid="offering">
          <Title>{item.title}</Title>
          <Text>{item.description}</Text>
        </Item>
      ))}
    </List>
  );
}
