import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import type { IconName } from '#model/types.ts';
import { colors, fontSizes, layout, lineHeights, mq, space } from '../theme/tokens.ts';
import { BackLink } from '../ui/BackLink.tsx';
import { CardIcon } from '../ui/Card.tsx';
import { Container } from '../ui/Container.tsx';
import { Icon } from '../ui/Icon.tsx';
import { Kicker } from '../ui/Section.tsx';

const Wrap = styled.header({
  padding: `${space.lg} 0 ${space.xxl}`,
  borderBottom: `1px solid ${colors.line}`,
  [mq.md]: { padding: `${space.xl} 0 ${space.section}` },
});

const Grid = styled.div({
  display: 'grid',
  gap: space.xl,
  marginTop: space.lg,
  [mq.md]: {
    gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 4fr)',
    gap: space.xxl,
    alignItems: 'end',
    marginTop: space.xl,
  },
});

const Eyebrow = styled.div({ display: 'flex', alignItems: 'center', gap: space.sm });

// One step smaller on phones, so long German compounds ("Internationalisierung") fit the line.
const Title = styled.h1({
  marginTop: space.md,
  fontSize: fontSizes.xxl,
  textWrap: 'balance',
  [mq.sm]: { fontSize: fontSizes.display },
});

const Lead = styled.div({
  marginTop: space.lg,
  maxWidth: layout.text,
  color: colors.inkSoft,
  '& p': { fontSize: fontSizes.md, lineHeight: lineHeights.body },
  '& p + p': { marginTop: space.md, fontSize: fontSizes.base },
});

interface Props {
  backHref: string;
  backLabel: string;
  kicker: string;
  title: string;
  icon: IconName;
  /** Lead paragraphs under the title. */
  lead: string[];
  /** Optional note beside the title on wide screens, below it on narrow ones. */
  aside?: ReactNode;
}

/** Top of a detail page: back link, kicker with icon, the page's one `<h1>` and its lead. */
export function DetailHero({ backHref, backLabel, kicker, title, icon, lead, aside }: Props) {
  return (
    <Wrap>
      <Container>
        <BackLink href={backHref} label={backLabel} />
        <Grid>
          <div>
            <Eyebrow>
              <CardIcon>
                <Icon name={icon} />
              </CardIcon>
              <Kicker>{kicker}</Kicker>
            </Eyebrow>
            <Title>{title}</Title>
            <Lead>
              {lead.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </Lead>
          </div>
          {aside}
        </Grid>
      </Container>
    </Wrap>
  );
}
