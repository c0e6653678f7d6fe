import styled from '@emotion/styled';
import { useMemo } from 'react';
import { contactCopy } from '#model/copy/contact.ts';
import { space } from '../theme/tokens.ts';
import { WhatsAppIcon } from '../ui/BrandIcons.tsx';
import { buttonStyle } from '../ui/Button.tsx';
import { ExternalLink } from '../ui/ExternalLink.tsx';
import { fallbackLinks } from './fallbackLinks.ts';
import { Hint } from './formStyles.ts';
import type { ContactValues } from './submitContact.ts';

const Links = styled.div({ display: 'flex', flexWrap: 'wrap', gap: space.sm, marginBottom: space.md });
const CutHint = styled(Hint)({ flexBasis: '100%' });

/**
 * Shown under the error message when sending failed: the enquiry as typed, ready to send by
 * WhatsApp or e-mail. Follows the form's values, so a correction made after the error is in the
 * links too; nothing leaves the page unless the visitor taps a link and sends it there.
 */
export function ContactFallbackLinks({ values }: { values: ContactValues }) {
  const links = useMemo(() => fallbackLinks(values), [values]);
  const copy = contactCopy.failed;
  return (
    <Links>
      <ExternalLink css={buttonStyle('whatsapp')} href={links.whatsapp}>
        <WhatsAppIcon />
        {copy.whatsapp}
      </ExternalLink>
      <a css={buttonStyle('outline')} href={links.email}>
        {copy.email}
      </a>
      {links.cut ? <CutHint>{copy.cutHint}</CutHint> : null}
    </Links>
  );
}
