import styled from '@emotion/styled';
import { detailCopy } from '#model/copy/detailPages.ts';
import { paths } from '#model/paths.ts';
import type { Package } from '#model/types.ts';
import { LinkCard } from '../ui/Card.tsx';
import { CardGrid, Section } from '../ui/Section.tsx';

/** What a package card shows (the cards take whole packages too). */
export type PackageLink = Pick<Package, 'slug' | 'title' | 'pitch' | 'icon'>;

const Item = styled.li({ display: 'flex', '& > *': { flex: 1 } });

interface Props {
  id: string;
  title: string;
  intro: string;
  packages: PackageLink[];
}

/** A section of package cards, each leading to its package page. */
export function PackageLinks({ id, title, intro, packages }: Props) {
  return (
    <Section id={id} tone="tint" title={title} intro={intro}>
      <CardGrid>
        {packages.map((pkg) => (
          <Item key={pkg.slug}>
            <LinkCard
              href={paths.package(pkg.slug)}
              title={pkg.title}
              text={pkg.pitch}
              icon={pkg.icon}
              more={detailCopy.cardMore}
            />
          </Item>
        ))}
      </CardGrid>
    </Section>
  );
}
