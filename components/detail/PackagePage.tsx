import { detailCopy } from '#model/copy/detailPages.ts';
import { paths } from '#model/paths.ts';
import type { Package } from '#model/types.ts';
import { ContactButton } from '../contact/ContactButton.tsx';
import { AudienceNote } from './AudienceNote.tsx';
import { ClosingRow } from './ClosingRow.tsx';
import { CtaPanel } from './CtaPanel.tsx';
import { DetailHero } from './DetailHero.tsx';
import { OfferingList } from './OfferingList.tsx';
import { OutcomeBox } from './OutcomeBox.tsx';
import { type PackageLink, PackageLinks } from './PackageLinks.tsx';
import { SplitSection } from './SplitSection.tsx';

const copy = detailCopy.package;

/** A package's page: pitch, audience, the five items, outcome, contact, the other packages. */
export function PackagePage({ pkg, others }: { pkg: Package; others: PackageLink[] }) {
  return (
    <article>
      <DetailHero
        backHref={paths.home}
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
