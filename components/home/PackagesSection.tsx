import { sectionCopy } from '#model/copy/home.ts';
import { packages } from '#model/copy/packages.ts';
import { paths } from '#model/paths.ts';
import { LinkCard } from '../ui/Card.tsx';
import { CardGrid, Section } from '../ui/Section.tsx';

/** The six packages as cards leading to their pages. */
export function PackagesSection() {
  const copy = sectionCopy.packages;
  return (
    <Section id="packages" tone="paper" kicker={copy.kicker} title={copy.title} intro={copy.intro}>
      <CardGrid>
        {packages.map((item) => (
          <li key={item.slug}>
            <LinkCard
              href={paths.package(item.slug)}
              title={item.title}
              text={item.pitch}
              icon={item.icon}
              more={copy.more}
            />
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
