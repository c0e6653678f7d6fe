import styled from '@emotion/styled';
import { memo } from 'react';
import { contactCopy } from '#model/copy/contact.ts';
import { site } from '#model/site.ts';
import type { TopicValue } from '#model/types.ts';
import { colors, fontSizes, space } from '../theme/tokens.ts';
import { WhatsAppIcon } from '../ui/BrandIcons.tsx';
import { buttonStyle } from '../ui/Button.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { ExternalLink } from '../ui/ExternalLink.tsx';
import { ContactForm } from './ContactForm.tsx';
import type { ContactValues } from './submitContact.ts';
import { useContactForm } from './useContactForm.ts';
import { whatsappUrl } from './whatsapp.ts';

const titleId = 'contact-dialog-title';

const Title = styled.h2({ fontSize: fontSizes.xl, paddingRight: space.xl });
const Intro = styled.p({ marginTop: space.xs, color: colors.inkSoft, fontSize: fontSizes.sm });
const Actions = styled.div({ display: 'flex', flexWrap: 'wrap', gap: space.sm, marginTop: space.lg });

interface Props {
  initialTopic: TopicValue | '';
  onClose: () => void;
  /** After a successful submission (the island shows a toast). */
  onSent: () => void;
  /** Where the focus goes back on closing; without it, the element focused on opening. */
  opener?: HTMLElement | null;
  /** What the visitor typed into the prerendered form before the island took it over. */
  draft?: ContactValues;
}

/**
 * The contact dialog, open while it is shown (see `Dialog`). Memoised: revealing it re-renders
 * nothing unless the topic changed. Rendered to HTML at build time as well (prerendered, hidden:
 * renderer/contactIslandHtml.tsx), so the page script can show it before the island
 * has arrived.
 */
export const ContactDialog = memo(function ContactDialog({ opener, ...props }: Props) {
  return (
    <Dialog onDismiss={props.onClose} labelledBy={titleId} closeLabel={contactCopy.closeDialog} opener={opener}>
      <ContactBody {...props} />
    </Dialog>
  );
});

/** The dialog's content: the form, or the success message after sending. Memoised apart from the
 * dialog, which re-renders with each opener. */
const ContactBody = memo(function ContactBody({ initialTopic, onClose, onSent, draft }: Omit<Props, 'opener'>) {
  const form = useContactForm(initialTopic, onSent, draft);

  if (form.status === 'success') {
    return (
      <>
        <Title id={titleId}>{contactCopy.success.title}</Title>
        <Intro>{contactCopy.success.text}</Intro>
        <Actions>
          <button type="button" css={buttonStyle('primary')} onClick={onClose}>
            {contactCopy.close}
          </button>
          <ExternalLink css={buttonStyle('whatsapp')} href={whatsappUrl(site.whatsapp.followUp, 'form_success')}>
            <WhatsAppIcon />
            {contactCopy.success.whatsapp}
          </ExternalLink>
        </Actions>
      </>
    );
  }
  return (
    <>
      <Title id={titleId}>{contactCopy.dialogTitle}</Title>
      <Intro>{contactCopy.dialogIntro}</Intro>
      <ContactForm
        values={form.values}
        update={form.update}
        status={form.status}
        error={form.error}
        onSubmit={form.submit}
      />
    </>
  );
});
