import { label, optionalPageText, pageText } from './common.ts';
import { group } from './rules.ts';

/**
 * The schema of content/texts/contact.yaml: the contact dialog's texts and the labels of the other
 * ways to get in touch. The specification fixes the form's states and messages ("Wird
 * gesendet...", "Anfrage erfolgreich!", the three error messages), the hero's WhatsApp button, the
 * topic sent when none is chosen ("Allgemein") and the topics themselves (model/lists/topics.ts); the
 * notification region's name states its hotkey. These stay in model/copy/contact.ts.
 */

export const contactSchema = group({
  dialogTitle: label(pageText(), 'Titel des Kontaktfensters'),
  dialogIntro: label(pageText(), 'Text unter dem Titel'),
  close: label(pageText(), 'Knopf zum Schließen'),
  closeDialog: label(pageText(), 'Name des X-Knopfs für Bildschirmleser'),
  fields: label(
    group({
      name: label(pageText(), 'Feld Name'),
      email: label(pageText(), 'Feld E-Mail'),
      topic: label(pageText(), 'Feld Thema'),
      topicEmpty: label(pageText(), 'Auswahl ohne Thema'),
      message: label(pageText(), 'Feld Nachricht'),
      messageHint: label(pageText(), 'Hinweis unter der Nachricht'),
      consentBefore: label(pageText(), 'Einwilligung, Text vor dem Link'),
      consentLink: label(pageText(), 'Einwilligung, Text des Links zur Datenschutzerklärung'),
      consentAfter: label(optionalPageText('ein Text, oder leer lassen'), 'Einwilligung, Text nach dem Link'),
      required: label(pageText(), 'Hinweis bei Pflichtfeldern'),
      gotcha: label(pageText(), 'Unsichtbares Feld gegen Spam (nur für Bildschirmleser)'),
    }),
    'Formularfelder',
  ),
  submit: label(pageText(), 'Knopf zum Absenden'),
  success: label(
    group({
      text: label(pageText(), 'Text nach dem Absenden'),
      whatsapp: label(pageText(), 'Knopf WhatsApp nach dem Absenden'),
      toast: label(pageText(), 'Kurze Bestätigung unten am Bildschirm'),
    }),
    'Nach dem Absenden',
  ),
  failed: label(
    group({
      whatsapp: label(pageText(), 'Link WhatsApp, wenn das Absenden scheitert'),
      email: label(pageText(), 'Link E-Mail, wenn das Absenden scheitert'),
      greeting: label(pageText(), 'Erste Zeile der vorausgefüllten Nachricht'),
      subject: label(pageText(), 'Betreff der vorausgefüllten E-Mail'),
      cutNote: label(pageText(), 'Vermerk am Ende einer gekürzten Nachricht'),
      cutHint: label(pageText(), 'Hinweis unter den Links bei gekürzter Nachricht'),
    }),
    'Wenn das Absenden scheitert',
  ),
  whatsappFloating: label(pageText(), 'Schwebender WhatsApp-Knopf'),
  linkedin: label(pageText(), 'Link zu LinkedIn'),
  newTab: label(pageText(), 'Hinweis für Bildschirmleser bei Links, die ein neues Tab öffnen'),
  toastDismiss: label(pageText(), 'Knopf zum Schließen einer Bestätigung'),
});
