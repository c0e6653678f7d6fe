import styled from '@emotion/styled';
import { contactCopy } from '#model/copy/contact.ts';
import { site } from '#model/site.ts';
import { whatsappUrl } from '../contact/whatsapp.ts';
import { colors, durations, radii, shadows, zIndex } from '../theme/tokens.ts';
import { WhatsAppIcon } from '../ui/BrandIcons.tsx';

const Button = styled.a({
  position: 'fixed',
  right: 'max(1rem, env(safe-area-inset-right))',
  bottom: 'max(1rem, env(safe-area-inset-bottom))',
  zIndex: zIndex.floating,
  display: 'grid',
  placeItems: 'center',
  width: '56px',
  height: '56px',
  borderRadius: radii.pill,
  background: colors.whatsapp,
  color: colors.onWhatsapp,
  boxShadow: shadows.raised,
  transition: `transform ${durations.fast} ease, background-color ${durations.fast} ease`,
  '&:hover': { background: colors.whatsappStrong, transform: 'translateY(-2px)' },
});

/** The floating WhatsApp button, bottom right, with the prefilled greeting. */
export function FloatingWhatsApp() {
  return (
    <Button
      href={whatsappUrl(site.whatsapp.greeting, 'cta')}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${contactCopy.whatsappFloating} ${contactCopy.newTab}`}
    >
      <WhatsAppIcon size={28} />
    </Button>
  );
}
