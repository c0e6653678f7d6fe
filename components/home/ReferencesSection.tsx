import styled from '@emotion/styled';
import { Check } from 'lucide-react';
import { sectionCopy } from '#model/copy/home.ts';
import {
  referenceGroups,
  referenceMarkets,
  referenceMarketsHeading,
  referencesHeading,
  referencesIntro,
} from '#model/copy/references.ts';
import { colors, eyebrow, fontSizes, mq, radii, space } from '../theme/tokens.ts';
import { CardFrame, CardIcon } from '../ui/Card.tsx';
import { Icon } from '../ui/Icon.tsx';
import { CardGrid, Section } from '../ui/Section.tsx';

// Four groups read best as a 2 × 2 grid.
const Grid = styled(CardGrid)({ [mq.sm]: { gridTemplateColumns: 'repeat(2, 1fr)' } });
const Title = styled.h3({ fontSize: fontSizes.lg });
const Text = styled.p({ color: colors.inkSoft, fontSize: fontSizes.sm });
const ExamplesLabel = styled.h4({ marginTop: space.xs, ...eyebrow.xs, color: colors.inkMuted });
const Examples = styled.ul({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.xs,
  fontSize: fontSizes.sm,
  '& li': { display: 'grid', gridTemplateColumns: 'auto 1fr', gap: space.xs },
  '& svg': { marginTop: '0.25rem', color: colors.accentStrong },
});
const MarketsTitle = styled.h3({ marginTop: space.xxl, fontSize: fontSizes.lg });
const Markets = styled.ul({
  listStyle: 'none',
  margin: `${space.md} 0 0`,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.xs,
});
const Market = styled.li({
  padding: '0.4rem 0.9rem',
  border: `1px solid ${colors.lineStrong}`,
  borderRadius: radii.pill,
  fontSize: fontSizes.sm,
  background: colors.surface,
  '& abbr': { textDecoration: 'none', fontWeight: 600, color: colors.accentStrong, marginRight: '0.4rem' },
});

/** Kinds of clients and projects (no names), and the markets worked in. */
export function ReferencesSection() {
  return (
    <Section
      id="references"
      tone="tint"
      kicker={sectionCopy.references.kicker}
      title={referencesHeading}
      intro={referencesIntro}
    >
      <Grid>
        {referenceGroups.map((group) => (
          <li key={group.title}>
            <CardFrame>
              <CardIcon>
                <Icon name={group.icon} />
              </CardIcon>
              <Title>{group.title}</Title>
              <Text>{group.description}</Text>
              <ExamplesLabel>{sectionCopy.references.examplesLabel}</ExamplesLabel>
              <Examples>
                {group.examples.map((example) => (
                  <li key={example}>
                    <Check size={16} aria-hidden="true" />
                    <span>{example}</span>
                  </li>
                ))}
              </Examples>
            </CardFrame>
          </li>
        ))}
      </Grid>
      <MarketsTitle>{referenceMarketsHeading}</MarketsTitle>
      <Markets>
        {referenceMarkets.map((market) => (
          <Market key={market.code}>
            <abbr title={market.label}>{market.code}</abbr>
            {market.label}
          </Market>
        ))}
      </Markets>
    </Section>
  );
}
