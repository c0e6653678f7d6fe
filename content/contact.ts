/** Copy of the contact dialog, its states and the other ways to get in touch. */
export const contactCopy = {
  dialogTitle: 'Schreiben Sie mir',
  dialogIntro:
    'Erzählen Sie mir kurz, worum es geht. Ich melde mich innerhalb von zwei Werktagen persönlich bei Ihnen – unverbindlich und vertraulich.',
  close: 'Schließen',
  closeDialog: 'Dialog schließen',
  fields: {
    name: 'Name',
    email: 'E-Mail',
    topic: 'Thema',
    topicEmpty: 'Bitte wählen (optional)',
    message: 'Nachricht',
    messageHint: 'Optional: Ihre Ausgangslage, Ihr Ziel, Ihr Zeithorizont.',
    /**
     * Label of the consent checkbox, the legal basis of enquiries sent by the form (Art. 6 Abs. 1
     * lit. a DSGVO): what is consented to, and the right to withdraw it, which the person must be told
     * before consenting (Art. 7 Abs. 3 DSGVO). The privacy policy's subsection on enquiries says the same.
     */
    consentBefore:
      'Ich willige ein, dass meine Angaben aus diesem Formular über einen Formulardienst übermittelt und zur Beantwortung meiner Anfrage verarbeitet werden. Diese Einwilligung kann ich jederzeit widerrufen. Details in der ',
    consentLink: 'Datenschutzerklärung',
    consentAfter: '.',
    required: 'Pflichtfeld',
    gotcha: 'Dieses Feld bitte leer lassen',
  },
  submit: 'Anfrage senden',
  submitting: 'Wird gesendet...',
  errors: {
    required: 'Bitte füllen Sie alle Pflichtfelder aus.',
    consent: 'Bitte stimmen Sie der Datenverarbeitung zu.',
    failed: 'Das hat leider nicht geklappt. Bitte versuchen Sie es erneut oder schreiben Sie mir per WhatsApp.',
  },
  success: {
    title: 'Anfrage erfolgreich!',
    text: 'Vielen Dank für Ihre Nachricht. Ich melde mich innerhalb von zwei Werktagen persönlich bei Ihnen.',
    whatsapp: 'Zusätzlich per WhatsApp melden',
    toast: 'Vielen Dank – Ihre Anfrage ist angekommen.',
  },
  whatsappHero: 'Direkt über WhatsApp kontaktieren',
  whatsappFloating: 'Per WhatsApp schreiben',
  linkedin: 'LinkedIn-Profil',
  newTab: '(öffnet in neuem Tab)',
  toastRegion: 'Benachrichtigungen (Alt+T)',
  toastDismiss: 'Benachrichtigung schließen',
  /** Topic sent when none is chosen. */
  defaultTopic: 'Allgemein',
};
