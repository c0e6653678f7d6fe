import { sectionCopy } from '#model/copy/home';
import { packages } from '#model/copy/packages';
import { paths } from '#model/paths';
import { LinkCard } from '../ui/Card';
import { CardGrid, Section } from '../ui/Section';

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
