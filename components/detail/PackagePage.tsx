import { detailCopy } from '#model/copy/detailPages';
import type { Package } from '#model/types';
import { ContactButton } from '../contact/ContactButton';
import { AudienceNote } from './AudienceNote';
import { ClosingRow } from './ClosingRow';
import { CtaPanel } from './CtaPanel';
import { DetailHero } from './DetailHero';
import { OfferingList } from './OfferingList';
import { OutcomeBox } from './OutcomeBox';
import { type PackageLink, PackageLinks } from './PackageLinks';
import { SplitSection } from './SplitSection';

const copy = detailCopy.package;

/** A package's page: pitch, audience, the five items, outcome, contact, the other packages. */
export function PackagePage({ pkg, others }: { pkg: Package; others: PackageLink[] }) {
  return (
    <article>
      <DetailHero
        backHref="/"
        backLabel={detailCopy.backHome}
        kicker={copy.kicker}
        title={pkg.title}
        icon={pkg.icon}
        lead={[pkg.pitch]}
        aside={<AudienceNote id="audience-title" title={copy.audienceTitle} text={pkg.audience} />}
      />
      <SplitSection id="inhalt" title={copy.itemsTitle} intro={copy.itemsIntro}>
        <OfferingList items={pkg.items} />
      </SplitSection>
      <ClosingRow>
        <OutcomeBox id="ergebnis" title={copy.outcomeTitle} text={pkg.outcome} />
        <CtaPanel id="anfrage" title={copy.ctaTitle} text={copy.ctaText}>
          <ContactButton topic={pkg.topic} variant="light">
            {pkg.ctaLabel}
          </ContactButton>
        </CtaPanel>
      </ClosingRow>
      <PackageLinks id="weitere-pakete" title={copy.othersTitle} intro={copy.othersIntro} packages={others} />
    </article>
  );
}
