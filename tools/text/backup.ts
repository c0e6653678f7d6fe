/**
 * The words of the editor's page „Sicherung“ (tools/edit/app/backup/) and of its server
 * side (tools/edit/server/jobs/backupRoutes.ts, tools/deploy/backup/backupFile.ts): a copy of the owner's work
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
    title: 'Sicherung aus einer Datei zurückholen',
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
    /** `back`: what came back, „Zurück sind: …“ (tools/deploy/backup/copyText.ts). */
    done: (subject: string, back: string) => `✓ ${subject} wiederhergestellt. ${back}`,
    /** What came back, each kind once, in the order the owner knows them from the editor (copyText.ts). */
    parts: {
      articles: 'die Artikel',
      images: 'die Bilder der Artikel',
      portrait: 'das Porträtfoto',
      socialDefault: 'das Vorschaubild für soziale Netzwerke',
      settings: 'die Einstellungen',
      texts: 'die Seitentexte',
      history: 'der Verlauf des Editors',
    },
    /** „Zurück sind: die Artikel, … und der Verlauf des Editors.“ */
    back: (parts: string) => `Zurück sind: ${parts}.`,
    undoable: 'Was vorher da war, holt „Rückgängig“ unter „Verlauf“ zurück.',
    unchanged: 'Ihre Inhalte waren schon genau so – es wurde nichts geändert.',
    expired: 'Diese Frage gilt nicht mehr – es wurde nichts geändert. Wählen Sie die Datei bitte noch einmal.',
    busyElsewhere:
      'Eine andere Sicherungsdatei wird gerade geprüft – erlaubt: eine Datei zur Zeit; bitte warten und dann noch einmal versuchen. Es wurde nichts geändert.',
  },
  /** Getting back a copy that a publish left on the server (tools/edit/server/jobs/serverRestore.ts). */
  server: {
    title: 'Sicherung vom Server zurückholen',
    text: 'Jedes Veröffentlichen legt eine Sicherung auf Ihrem Server ab. Geben Sie die Zugangsdaten Ihres Hosting-Anbieters ein – dieselben wie beim Veröffentlichen. Danach sehen Sie die Sicherungen am Server, die neueste zuerst.',
    fields: {
      protocol: 'Protokoll',
      host: 'Server',
      port: 'Port',
      user: 'Benutzername',
      folder: 'Ordner der Website',
      backupFolder: 'Ordner der Sicherung',
    },
    hints: {
      host: 'Ohne sftp:// davor, z. B. ssh.meine-domain.at',
      folder: 'Am Server, z. B. /html oder httpdocs',
      backupFolder: 'Meist leer lassen. Nur wenn Sie beim Veröffentlichen einen eigenen eingetragen haben.',
    },
    secret: {
      DEPLOY_PASSWORD: 'Passwort',
      DEPLOY_SSH_KEY_PASSPHRASE: 'Passphrase Ihres SSH-Schlüssels',
    },
    secretHint: 'Gilt nur für diese eine Verbindung und wird nirgends gespeichert.',
    /** Above the password field when the typed server is not the one the settings name. */
    otherServerHint:
      'Ein anderer Server als der eingetragene: Ihr gespeichertes Passwort wird nur für den eingetragenen verwendet. Geben Sie das Passwort dieses Servers ein – es gilt nur für diese eine Verbindung und wird nirgends gespeichert.',
    keyUnreadable:
      'Der SSH-Schlüssel, der auf diesem Computer für Ihren Server eingetragen ist, lässt sich nicht lesen – erlaubt: ein vorhandener privater Schlüssel; fragen Sie Ihre technische Betreuung.',
    connect: 'Sicherungen am Server anzeigen',
    connecting: 'Verbinde mit dem Server …',
    listTitle: 'Welche Sicherung zurückholen?',
    choose: 'Gewählte Sicherung zurückholen',
    fetching: 'Die Sicherung wird geladen und geprüft …',
    none: 'Am Server liegt keine Sicherung. Erst das Veröffentlichen legt eine an – oder Ihr Anbieter nennt einen eigenen Ordner der Sicherung (oben eintragen).',
    notTrusted: 'Abgebrochen: Dem Server wurde nicht vertraut. Es wurde nichts gesendet und nichts geändert.',
    failed: 'Nicht verbunden:',
    expired:
      'Die Verbindung zum Server ist nicht mehr offen – bitte noch einmal „Sicherungen am Server anzeigen“. Es wurde nichts geändert.',
    busy: 'Die Verbindung zum Server wird schon aufgebaut – bitte warten.',
    /** A typed part of the server that cannot be right: what was found and what is allowed. */
    invalid: {
      protocol: (found: string) => `Protokoll „${found}“ – erlaubt: sftp oder ftps.`,
      host: (found: string) =>
        `Server „${found}“ – erlaubt: der Name aus den Zugangsdaten Ihres Anbieters, nur Buchstaben, Ziffern, Punkte und Bindestriche, z. B. ssh.meine-domain.at.`,
      port: (found: string) => `Port „${found}“ – erlaubt: eine Zahl von 1 bis 65535, meist 22 (sftp) oder 21 (ftps).`,
      user: (_found: string) => 'Benutzername fehlt – erlaubt: der Benutzername aus den Zugangsdaten Ihres Anbieters.',
      folder: (found: string) =>
        `Ordner der Website „${found}“ – erlaubt: der Ordner aus den Zugangsdaten Ihres Anbieters, z. B. /html, ohne „..“.`,
      backupFolder: (found: string) =>
        `Ordner der Sicherung „${found}“ – erlaubt: leer, oder ein Ordner am Server ohne „..“.`,
      secret: (label: string) => `${label} fehlt – erlaubt: das ${label} aus den Zugangsdaten Ihres Hosting-Anbieters.`,
      otherServerSecret:
        'Passwort fehlt – dieser Server ist nicht der, für den Ihr Passwort auf diesem Computer gespeichert ist; das gespeicherte wird nur dort verwendet. Erlaubt: das Passwort dieses Servers, nur für diese eine Verbindung.',
    },
    /** Why the connection failed, in the owner's words (deploy/errors.ts names the kind). */
    errors: {
      keyPassphrase: () =>
        'Die Passphrase passt nicht zu Ihrem SSH-Schlüssel – erlaubt: die Passphrase, mit der Sie den Schlüssel geschützt haben. Es wurde nichts gesendet.',
      login: (server: string, user: string) =>
        `Der Server ${server} hat die Anmeldung abgelehnt: Benutzername „${user}“ oder Passwort stimmen nicht.`,
      unknownHost: (server: string) =>
        `Den Server ${server} gibt es nicht oder er ist gerade nicht zu finden – den Namen in den Zugangsdaten Ihres Anbieters prüfen.`,
      refused: (server: string) =>
        `Der Server ${server} nimmt keine Verbindung an – Server, Port und Protokoll prüfen; sonst ist er gerade nicht erreichbar.`,
      otherKey: (server: string) =>
        `Der Server ${server} meldet sich mit einem anderen Schlüssel als dem, den Sie bestätigt haben: ein fremder Server oder ein neuer Schlüssel – beim Anbieter nachfragen.`,
      certificate: (server: string) =>
        `Das Zertifikat des Servers ${server} wird nicht anerkannt (abgelaufen, selbst ausgestellt oder für einen anderen Namen) – den Namen des Servers beim Anbieter erfragen.`,
      noTls: (server: string) =>
        `Der Server ${server} bietet keine verschlüsselte Verbindung mit ftps an – beim Anbieter nach sftp fragen.`,
      notAllowed: (server: string) =>
        `Der Server ${server} lässt den Ordner der Sicherung nicht lesen – den Ordner beim Anbieter erfragen.`,
      handshake: (server: string) =>
        `Mit dem Server ${server} ließ sich keine verschlüsselte Verbindung aushandeln – Protokoll und Port prüfen.`,
      lost: (server: string) => `Die Verbindung zum Server ${server} ist abgebrochen oder er antwortet nicht mehr.`,
      noBackupFolder: () =>
        'Neben dem Ordner der Website gibt es am Server keinen Ordner für die Sicherung – fragen Sie Ihren Anbieter nach einem Ordner außerhalb der Website und tragen Sie ihn bei „Ordner der Sicherung“ ein.',
      other: (server: string, detail: string) => `Unerwarteter Fehler bei der Verbindung mit ${server}: ${detail}`,
    },
  },
  /** Above the editor's screens while the project holds only the template's content. */
  fresh: {
    text: 'Sie haben Ihre Website schon einmal mit diesem Editor gepflegt? Holen Sie zuerst Ihre Sicherung zurück – vom Server oder aus einer Datei –, dann geht nichts verloren.',
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
