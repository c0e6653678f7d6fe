import styled from '@emotion/styled';
import { Check } from 'lucide-react';
import { colors, fontSizes, lineHeights, mq, radii, space } from '../theme/tokens.ts';

/** The tinted panel of a detail page's closing row: what the client gains. */
export const Panel = styled.section({
  padding: `${space.xl} ${space.lg}`,
  background: colors.accentTint,
  borderRadius: radii.lg,
  borderTop: `3px solid ${colors.accent}`,
  [mq.sm]: { padding: space.xxl },
});

export const PanelTitle = styled.h2({ fontSize: fontSizes.xl });

const List = styled.ul({ listStyle: 'none', margin: `${space.lg} 0 0`, padding: 0, display: 'grid', gap: space.md });

const Item = styled.li({
  display: 'grid',
  gridTemplateColumns: '1.75rem minmax(0, 1fr)',
  gap: space.sm,
  alignItems: 'start',
  lineHeight: lineHeights.snug,
});

const Tick = styled.span({
  display: 'inline-grid',
  placeItems: 'center',
  width: '1.75rem',
  height: '1.75rem',
  borderRadius: radii.pill,
  background: colors.surface,
  color: colors.accentStrong,
  marginTop: '-0.1rem',
});

/** The benefits box of a service page: a title and checked items. */
export function BenefitsBox({ id, title, items }: { id: string; title: string; items: readonly string[] }) {
  return (
    <Panel id={id} aria-labelledby={`${id}-title`}>
      <PanelTitle id={`${id}-title`}>{title}</PanelTitle>
      <List>
        {items.map((item) => (
          <Item key={item}>
            <Tick>
              <Check size={16} strokeWidth={2.4} aria-hidden="true" focusable="false" />
            </Tick>
            <span>{item}</span>
          </Item>
        ))}
      </List>
    </Panel>
  );
}
