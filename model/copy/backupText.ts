/**
 * The words of the editor's page „Sicherung“ (tools/edit/client/backupPage.ts) and of its server
 * side (tools/edit/backupRoutes.ts, tools/deploy/backup/backupFile.ts): a copy of the owner's work
 * to take home, and getting it back from such a file.
 */
export const backupText = {
  navLink: 'Sicherung',
  intro:
    'Ihre Artikel, Bilder, Einstellungen, Seitentexte und der Verlauf des Editors liegen nur auf diesem Computer. Eine Sicherung hält all das in einer Datei fest – bewahren Sie sie auf einem USB-Stick oder in Ihrem Cloud-Speicher auf. Auf einem neuen Computer holen Sie damit alles zurück.',
  download: {
    title: 'Sicherung herunterladen',
    text: 'Die Datei enthält alles, was Sie im Editor bearbeiten, mit den Bildern in voller Größe und dem ganzen Verlauf – aber keine Passwörter.',
    button: 'Sicherung herunterladen',
    busy: 'Die Sicherung wird erstellt …',
    done: (summary: string) =>
      `✓ ${summary} heruntergeladen. Sie finden die Datei bei Ihren Downloads; legen Sie sie an einen sicheren Ort.`,
    failed: 'Die Sicherung konnte nicht erstellt werden:',
  },
  restore: {
    title: 'Sicherung zurückholen',
    text: 'Wählen Sie eine Datei, die „Sicherung herunterladen“ gemacht hat. Der Editor prüft sie vollständig, bevor er etwas ändert.',
    fileLabel: 'Sicherungsdatei',
    button: 'Sicherung zurückholen',
    busy: 'Die Sicherung wird geprüft …',
    noFile:
      'Es ist noch keine Datei gewählt – erlaubt: eine Sicherungsdatei, die „Sicherung herunterladen“ gemacht hat.',
    failed: 'Nicht zurückgeholt:',
    confirmTitle: 'Ihre jetzigen Inhalte werden ersetzt',
    /** Below the title „Ihre jetzigen Inhalte werden ersetzt“. */
    confirmText: (subject: string, count: number) =>
      `${count === 1 ? '1 Datei bekommt' : `${count} Dateien bekommen`} den Stand der ${subject} oder ${count === 1 ? 'fällt' : 'fallen'} weg. Was Sie jetzt haben, geht nicht verloren – „Rückgängig“ unter „Verlauf“ holt es zurück.`,
    confirm: 'Ja, Inhalte ersetzen',
    cancel: 'Abbrechen',
    cancelled: 'Abgebrochen – es wurde nichts geändert.',
    done: (subject: string) =>
      `✓ ${subject} wiederhergestellt: Artikel, Bilder, Einstellungen, Seitentexte und Verlauf sind zurück.`,
    undoable: 'Was vorher da war, holt „Rückgängig“ unter „Verlauf“ zurück.',
    unchanged: 'Ihre Inhalte waren schon genau so – es wurde nichts geändert.',
    expired: 'Diese Frage gilt nicht mehr – es wurde nichts geändert. Wählen Sie die Datei bitte noch einmal.',
    /** Below the file way: the copy each publish leaves on the server is got back outside this page. */
    serverNote:
      'Auch jedes Veröffentlichen legt eine Sicherung auf Ihrem Server ab. Wie Sie diese auf einem neuen Computer zurückholen, steht in der Anleitung unter „Sicherung“.',
  },
  /** Above Decap's page while the project holds only the template's content. */
  fresh: {
    text: 'Sie haben Ihre Website schon einmal mit diesem Editor gepflegt? Holen Sie zuerst Ihre Sicherung zurück, dann geht nichts verloren.',
    link: 'Sicherung zurückholen',
  },
  /** A backup file that does not hold: „Die gewählte Datei …“. */
  notABackup: (what: string) =>
    `Die Sicherung ${what} ist beschädigt, abgeschnitten oder keine Sicherungsdatei dieses Editors – erlaubt: eine Datei, die „Sicherung herunterladen“ gemacht hat; es wurde nichts geschrieben.`,
  /** How the page names the chosen file in a refusal. */
  chosenFile: 'aus der gewählten Datei',
  tooLarge: (limit: string) =>
    `Die gewählte Datei ist größer als ${limit} und damit keine Sicherung dieses Editors – es wurde nichts geschrieben.`,
} as const;
