import styled from '@emotion/styled';
import { ChevronDown } from 'lucide-react';
import { aboutCards } from '#model/copy/about.ts';
import { colors, durations, fontSizes, fonts, mq, radii, space } from '../theme/tokens.ts';
import { CardIcon } from '../ui/Card.tsx';
import { Icon } from '../ui/Icon.tsx';
import { accordionAttrs } from './dataAttributes.ts';

const Grid = styled.ul({
  listStyle: 'none',
  margin: `${space.xl} 0 0`,
  padding: 0,
  display: 'grid',
  gap: space.md,
  alignItems: 'start',
  [mq.sm]: { gridTemplateColumns: '1fr 1fr' },
});

const Card = styled.li({
  background: colors.surface,
  border: `1px solid ${colors.line}`,
  borderRadius: radii.lg,
  transition: `border-color ${durations.base} ease`,
  '&:has([aria-expanded="true"])': { borderColor: colors.accent },
});

const Toggle = styled.button({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'start',
  // Tighter on phones, so the text column keeps room for a whole word ("Gesprächspartner").
  gap: space.sm,
  width: '100%',
  padding: space.lg,
  border: 0,
  background: 'transparent',
  textAlign: 'left',
  cursor: 'pointer',
  borderRadius: radii.lg,
  '& svg.chevron': { marginTop: '0.2rem', color: colors.accentStrong, transition: `transform ${durations.base} ease` },
  '&[aria-expanded="true"] svg.chevron': { transform: 'rotate(180deg)' },
  [mq.sm]: { gap: space.md },
});

const Title = styled.span({
  display: 'block',
  fontFamily: fonts.heading,
  fontSize: fontSizes.lg,
  fontWeight: 600,
  color: colors.ink,
  lineHeight: 1.25,
});
const Description = styled.span({
  display: 'block',
  marginTop: space.xs,
  fontFamily: fonts.body,
  fontWeight: 400,
  fontSize: fontSizes.sm,
  lineHeight: 1.5,
  color: colors.inkSoft,
});
const Insight = styled.div({
  padding: `0 ${space.lg} ${space.lg}`,
  '& p': { paddingTop: space.md, borderTop: `1px solid ${colors.line}`, fontSize: fontSizes.sm, color: colors.ink },
});

/**
 * The four expandable "how I work" cards: one open at a time, a click toggles. HTML only; the
 * buttons work through components/home/aboutCards.client.ts.
 */
export function AboutCards() {
  return (
    <Grid {...{ [accordionAttrs.group]: '' }}>
      {aboutCards.map((card, index) => {
        const panelId = `about-card-${index}`;
        return (
          <Card key={card.title}>
            <h4>
              <Toggle type="button" aria-expanded="false" aria-controls={panelId}>
                <CardIcon>
                  <Icon name={card.icon} />
                </CardIcon>
                <span>
                  <Title>{card.title}</Title>
                  <Description>{card.description}</Description>
                </span>
                <ChevronDown className="chevron" size={22} aria-hidden="true" />
              </Toggle>
            </h4>
            <Insight id={panelId} hidden>
              <p>{card.insightText}</p>
            </Insight>
          </Card>
        );
      })}
    </Grid>
  );
}
