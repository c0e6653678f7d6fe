import styled from '@emotion/styled';
import { Check } from 'lucide-react';
import { sectionCopy } from '#model/copy/home.ts';
import { site } from '#model/site.ts';
import { ContactButton } from '../contact/ContactButton.tsx';
import { whatsappUrl } from '../contact/whatsapp.ts';
import { colors, fontSizes, mq, radii, space } from '../theme/tokens.ts';
import { LinkedInIcon, WhatsAppIcon } from '../ui/BrandIcons.tsx';
import { buttonStyle } from '../ui/Button.tsx';
import { ExternalLink } from '../ui/ExternalLink.tsx';
import { Section } from '../ui/Section.tsx';

const Panel = styled.div({
  marginTop: space.xl,
  display: 'grid',
  gap: space.xl,
  padding: `clamp(${space.lg}, 4vw, ${space.xxl})`,
  background: colors.surface,
  border: `1px solid ${colors.line}`,
  borderRadius: radii.lg,
  [mq.md]: { gridTemplateColumns: '1.7fr 1fr', alignItems: 'center' },
});
const Actions = styled.div({ display: 'flex', flexWrap: 'wrap', gap: space.sm });
const Assurances = styled.ul({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.sm,
  '& li': { display: 'flex', gap: space.xs, alignItems: 'center' },
  '& svg': { color: colors.accentStrong, flexShrink: 0 },
});
const Mail = styled.p({ marginTop: space.md, fontSize: fontSizes.sm, color: colors.inkSoft });

/** How to start: the contact dialog, WhatsApp, LinkedIn and e-mail. */
export function ContactSection() {
  const copy = sectionCopy.contact;
  return (
    <Section id="contact" tone="paper" kicker={copy.kicker} title={copy.title} intro={copy.intro}>
      <Panel>
        <div>
          <Actions>
            <ContactButton>{copy.formButton}</ContactButton>
            <ExternalLink css={buttonStyle('whatsapp')} href={whatsappUrl(site.whatsapp.greeting, 'cta')}>
              <WhatsAppIcon />
              {copy.whatsapp}
            </ExternalLink>
            <ExternalLink css={buttonStyle('outline')} href={site.linkedinUrl}>
              <LinkedInIcon size={18} />
              {copy.linkedin}
            </ExternalLink>
          </Actions>
          <Mail>
            {copy.emailLabel} <a href={`mailto:${site.email}`}>{site.email}</a>
          </Mail>
        </div>
        <Assurances>
          {copy.promise.map((line) => (
            <li key={line}>
              <Check size={20} aria-hidden="true" />
              {line}
            </li>
          ))}
        </Assurances>
      </Panel>
    </Section>
  );
}
