/**
 * Copy of the contact dialog, its states and the other ways to get in touch: the owner's texts
 * from content/texts/contact.yaml (checked against model/schemas/contact.ts, settings
 * filled in), and the strings the specification fixes, which stay here so that editing the file
 * cannot change them.
 */
import data from '../content/contact.ts';
import { fillFields } from '../load/textFields.ts';
import { site } from '../site.ts';

const texts = fillFields(data, site);

export const contactCopy = {
  dialogTitle: texts.dialogTitle,
  dialogIntro: texts.dialogIntro,
  close: texts.close,
  closeDialog: texts.closeDialog,
  fields: {
    ...texts.fields,
    /** The link to the privacy policy follows after a space. */
    consentBefore: `${texts.fields.consentBefore} `,
  },
  submit: texts.submit,
  /** The specification's states and error messages. */
  submitting: 'Wird gesendet...',
  errors: {
    required: 'Bitte füllen Sie alle Pflichtfelder aus.',
    consent: 'Bitte stimmen Sie der Datenverarbeitung zu.',
    failed: 'Das hat leider nicht geklappt. Bitte versuchen Sie es erneut oder schreiben Sie mir per WhatsApp.',
  },
  success: {
    title: 'Anfrage erfolgreich!',
    ...texts.success,
  },
  /** The error state's links that send what the visitor typed by WhatsApp or e-mail. */
  failed: texts.failed,
  whatsappFloating: texts.whatsappFloating,
  linkedin: texts.linkedin,
  newTab: texts.newTab,
  /** Names the region's hotkey (Alt+T, spec), so it stays with the code that binds it. */
  toastRegion: 'Benachrichtigungen (Alt+T)',
  toastDismiss: texts.toastDismiss,
  /** Topic sent when none is chosen (spec). */
  defaultTopic: 'Allgemein',
};
