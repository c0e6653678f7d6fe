import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { mq, space } from '../theme/tokens.ts';
import { Container } from '../ui/Container.tsx';

const Wrap = styled.div({ padding: `${space.section} 0` });

const Row = styled.div({
  display: 'grid',
  gap: space.lg,
  [mq.md]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', gap: space.xl, alignItems: 'stretch' },
});

/** The closing row of a detail page: what the client gains, beside the call to action. */
export function ClosingRow({ children }: { children: ReactNode }) {
  return (
    <Wrap>
      <Container>
        <Row>{children}</Row>
      </Container>
    </Wrap>
  );
}
