import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { colors, layout, mq, space } from '../theme/tokens.ts';
import { Container } from '../ui/Container.tsx';
import { SectionIntro, SectionTitle } from '../ui/Section.tsx';

const Wrap = styled.section({ background: colors.surface, padding: `${space.section} 0` });

const Grid = styled.div({
  display: 'grid',
  gap: space.xl,
  [mq.md]: { gridTemplateColumns: 'minmax(0, 4fr) minmax(0, 7fr)', gap: space.xxl, alignItems: 'start' },
});

// On wide screens the heading stays in view beside the long list, like a margin note in a report.
const Heading = styled.div({ [mq.md]: { position: 'sticky', top: `calc(${layout.header} + ${space.xl})` } });

interface Props {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}

/** A white section with its heading in a narrow left column and the content beside it. */
export function SplitSection({ id, title, intro, children }: Props) {
  const titleId = `${id}-title`;
  return (
    <Wrap id={id} aria-labelledby={titleId}>
      <Container>
        <Grid>
          <Heading>
            <SectionTitle id={titleId}>{title}</SectionTitle>
            <SectionIntro>{intro}</SectionIntro>
          </Heading>
          {children}
        </Grid>
      </Container>
    </Wrap>
  );
}
