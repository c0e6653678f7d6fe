import data from '../../content/contact.ts';
import type { Words } from '../../i18n/words.ts';
import { fillFields } from '../../load/textFields.ts';
import { site } from '../../site.ts';
import type * as German from '../contact.ts';

// The owner's texts come from content/en/texts/contact.yaml; the fixed words are the specification's, in English.
const texts = fillFields(data, site);

export const contactCopy: Words<typeof German.contactCopy> = {
  dialogTitle: texts.dialogTitle,
  dialogIntro: texts.dialogIntro,
  close: texts.close,
  closeDialog: texts.closeDialog,
  fields: {
    ...texts.fields,
    consentBefore: `${texts.fields.consentBefore} `,
  },
  submit: texts.submit,
  submitting: 'Sending…',
  errors: {
    required: 'Please fill in all required fields.',
    consent: 'Please agree to the processing of your data.',
    failed: 'Unfortunately that did not work. Please try again or send me a message on WhatsApp.',
  },
  success: {
    title: 'Enquiry sent!',
    ...texts.success,
  },
  failed: texts.failed,
  whatsappFloating: texts.whatsappFloating,
  linkedin: texts.linkedin,
  newTab: texts.newTab,
  toastRegion: 'Notifications (Alt+T)',
  toastDismiss: texts.toastDismiss,
  defaultTopic: 'General',
};
