import styled from '@emotion/styled';
import { sectionCopy } from '#model/copy/home.ts';
import { services } from '#model/copy/services.ts';
import { paths } from '#model/paths.ts';
import { mq } from '../theme/tokens.ts';
import { LinkCard } from '../ui/Card.tsx';
import { CardGrid, Section } from '../ui/Section.tsx';

// Four areas read best as a 2 × 2 grid, and in one row on wide screens.
const Grid = styled(CardGrid)({
  [mq.sm]: { gridTemplateColumns: 'repeat(2, 1fr)' },
  [mq.lg]: { gridTemplateColumns: 'repeat(4, 1fr)' },
});

/** The four service areas as cards leading to their pages. */
export function ServicesSection() {
  const copy = sectionCopy.services;
  return (
    <Section id="services" tone="white" kicker={copy.kicker} title={copy.title} intro={copy.intro}>
      <Grid>
        {services.map((service) => (
          <li key={service.slug}>
            <LinkCard
              href={paths.service(service.slug)}
              title={service.title}
              text={service.summary}
              icon={service.icon}
              more={copy.more}
            />
          </li>
        ))}
      </Grid>
    </Section>
  );
}
