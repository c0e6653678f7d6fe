import { detailCopy } from '#model/copy/detailPages.ts';
import { paths } from '#model/paths.ts';
import type { ServiceArea } from '#model/types.ts';
import { ContactButton } from '../contact/ContactButton.tsx';
import { BenefitsBox } from './BenefitsBox.tsx';
import { ClosingRow } from './ClosingRow.tsx';
import { CtaPanel } from './CtaPanel.tsx';
import { DetailHero } from './DetailHero.tsx';
import { OfferingList } from './OfferingList.tsx';
import { type PackageLink, PackageLinks } from './PackageLinks.tsx';
import { PageContents } from './PageContents.tsx';
import { SplitSection } from './SplitSection.tsx';

const copy = detailCopy.service;

/** A service area's page: intro, the seven offerings, benefits, contact, fitting packages. */
export function ServicePage({ service, related }: { service: ServiceArea; related: PackageLink[] }) {
  return (
    <article>
      <DetailHero
        backHref={paths.home}
        backLabel={detailCopy.backHome}
        kicker={copy.kicker}
        title={service.title}
        icon={service.icon}
        lead={service.intro}
        aside={
          <PageContents
            label={copy.contents}
            items={[
              { href: '#leistungen', label: copy.offeringsTitle },
              { href: '#nutzen', label: service.benefits.title },
              { href: '#anfrage', label: copy.ctaTitle },
              ...(related.length > 0 ? [{ href: '#passende-pakete', label: copy.relatedTitle }] : []),
            ]}
          />
        }
      />
      <SplitSection id="leistungen" title={copy.offeringsTitle} intro={copy.offeringsIntro}>
        <OfferingList items={service.offerings} />
      </SplitSection>
      <ClosingRow>
        <BenefitsBox id="nutzen" title={service.benefits.title} items={service.benefits.items} />
        <CtaPanel id="anfrage" title={copy.ctaTitle} text={copy.ctaText}>
          <ContactButton topic={service.topic} variant="light">
            {copy.ctaLabel}
          </ContactButton>
        </CtaPanel>
      </ClosingRow>
      {related.length > 0 && (
        <PackageLinks id="passende-pakete" title={copy.relatedTitle} intro={copy.relatedIntro} packages={related} />
      )}
    </article>
  );
}
