/**
 * The words of the editor's page „Website veröffentlichen“ (tools/edit/app/publish/).
 * The deploy's own lines (build, upload, host check) come from tools/deploy and read the same in
 * the terminal.
 */
export const publishText = {
  navLink: 'Website veröffentlichen',
  title: 'Website veröffentlichen',
  back: '← Zurück zu den Inhalten',
  intro:
    'Hier bringen Sie alles, was Sie im Editor gespeichert haben, auf Ihre Website: der Editor baut die Website, lädt hoch, was sich geändert hat, und prüft danach die Live-Website.',
  lastPublished: 'Zuletzt veröffentlicht:',
  neverPublished: 'Aus diesem Projekt wurde noch nichts veröffentlicht.',
  files: (count: number) => `${count} ${count === 1 ? 'Datei' : 'Dateien'}`,
  checkTitle: 'Vor dem Veröffentlichen',
  ready: '✓ Startklar: keine offenen Punkte.',
  open: (count: number) =>
    `Noch nicht startklar – ${count === 1 ? '1 Punkt ist' : `${count} Punkte sind`} offen. Erledigen Sie ${count === 1 ? 'ihn' : 'sie'}, dann lässt sich veröffentlichen:`,
  /** A group of the open items, by where the owner finds them: „Einstellungen › Kontakt: 3 Punkte“. */
  group: (place: string, count: number) => `${place}: ${count} ${count === 1 ? 'Punkt' : 'Punkte'}`,
  recheck: 'Erneut prüfen',
  /** Below the open items: page texts and articles whose English is missing or outdated; they never block. */
  notes: {
    title: 'Englische Fassung fehlt oder ist veraltet – blockiert die Veröffentlichung nicht',
    text: 'Sie können trotzdem veröffentlichen: ein Text ohne englische Fassung erscheint nur auf Deutsch, eine veraltete englische Fassung bleibt so online, wie sie ist.',
    /** The fold's title: „11 Texte“. */
    count: (count: number) => `${count} ${count === 1 ? 'Text' : 'Texte'}`,
  },
  publishTitle: 'Hochladen',
  /** Beside the button: where this publish goes, read anew at every state of the page. */
  targetNow: (server: string, user: string, folder: string) =>
    `Lädt hoch auf den Server ${server} als ${user} in den Ordner ${folder}.`,
  secret: {
    DEPLOY_PASSWORD: 'Passwort für diesen Upload',
    DEPLOY_SSH_KEY_PASSPHRASE: 'Passphrase Ihres SSH-Schlüssels für diesen Upload',
  },
  secretHint:
    'Es ist auf diesem Computer nicht hinterlegt. Ohne Häkchen gilt es nur für diesen einen Upload und wird nirgends gespeichert.',
  /** The password was refused by the server: the page asks again. */
  secretRefused: 'Der Server hat das Passwort abgelehnt. Geben Sie es bitte noch einmal ein.',
  secretAgainHint:
    'Mit Häkchen ersetzt es ein auf diesem Computer gespeichertes Passwort; ohne gilt es nur für diesen einen Upload.',
  secretKeep: 'Auf diesem Computer speichern, damit der Editor nicht mehr fragt',
  /** The button was pressed with the field empty: nothing is built, nothing is sent. */
  secretMissing: {
    DEPLOY_PASSWORD:
      'Bitte geben Sie zuerst das Passwort für den Server ein: ohne Passwort lässt der Server nichts hochladen.',
    DEPLOY_SSH_KEY_PASSPHRASE:
      'Bitte geben Sie zuerst die Passphrase Ihres SSH-Schlüssels ein: ohne sie lässt der Server nichts hochladen.',
  },
  secretNotKept: 'Das Passwort ließ sich auf diesem Computer nicht speichern; es gilt nur für diesen Upload.',
  button: 'Website jetzt veröffentlichen',
  blocked: 'Erst die offenen Punkte oben erledigen.',
  running: 'Die Veröffentlichung läuft …',
  phases: {
    build: 'Website bauen',
    connect: 'Mit dem Server verbinden',
    upload: 'Hochladen',
    check: 'Live-Website prüfen',
  },
  hostKeyTitle: 'Diesem Server vertrauen?',
  hostKeyText: (server: string) =>
    `Erste Verbindung zu ${server}. Der Server meldet sich mit diesem Schlüssel. Vergleichen Sie ihn mit dem Schlüssel, den Ihr Hosting-Anbieter nennt (Kundenbereich oder Support): nur wenn beide gleich sind, ist es wirklich Ihr Server. Bis Sie bestätigen, wird ihm nichts gesendet.`,
  trust: 'Diesem Server vertrauen',
  cancel: 'Abbrechen',
  done: '✓ Veröffentlicht.',
  doneWithProblems: '⚠ Hochgeladen, aber die Prüfung der Live-Website hat Probleme gefunden (siehe Protokoll).',
  failed: '✗ Nicht veröffentlicht.',
  log: 'Protokoll',
  busy: 'Eine Veröffentlichung läuft schon – bitte warten, bis sie fertig ist.',
  noTarget: {
    title: 'Selbst hochladen (Netlify, Cloudflare Pages, FTP-Programm)',
    text: 'In den Einstellungen ist kein Ziel für das Hochladen eingetragen (Abschnitt „Veröffentlichen“). Dann baut der Editor die fertige Website mit „Website bauen“ in Ihren Projektordner: in den Ordner „dist“, darin „client“. Diesen Ordner laden Sie selbst hoch:',
    steps: [
      'Netlify: den Ordner „client“ auf app.netlify.com in Ihr Projekt ziehen (unter „Deploys“).',
      'Cloudflare Pages: den Ordner „client“ im Cloudflare-Dashboard in Ihr Pages-Projekt hochladen (unter „Workers & Pages“).',
      'Webspace mit FTP-Programm: alles, was im Ordner „client“ liegt, in das Hauptverzeichnis Ihres Webspace laden – auch die versteckten Dateien (im FTP-Programm „versteckte Dateien anzeigen“ einschalten).',
    ],
    after:
      'Danach unten „Testanfrage senden“: so sehen Sie, ob Anfragen über Ihre Live-Website ankommen. Soll der Editor künftig selbst hochladen, tragen Sie das Ziel in den Einstellungen im Abschnitt „Veröffentlichen“ ein (Anleitung, „Veröffentlichen“).',
    button: 'Website bauen',
    built:
      '✓ Gebaut: Die fertige Website liegt im Ordner „dist“ › „client“ Ihres Projektordners und ist bereit zum Hochladen.',
  },
  entry: { online: 'Online', saved: 'Gespeichert – noch nicht online' },
  /** A test enquiry through the live contact form (the same as the host check's --testanfrage). */
  testEnquiry: {
    title: 'Kontaktformular testen',
    text: 'Schickt eine deutlich gekennzeichnete Testanfrage über das Formular Ihrer Live-Website, genau so, wie es ein Besucher tut. Danach sehen Sie in Ihrem Postfach nach, ob sie angekommen ist.',
    button: 'Testanfrage senden',
    sending: 'Die Testanfrage wird gesendet …',
    source: 'Editor, Website veröffentlichen',
  },
} as const;
