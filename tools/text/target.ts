/**
 * The words a restore uses when the copy would change where the publish sends the password
 * (tools/restore/restoredTarget.ts), each part of the server named as on the editor's form
 * (backupText.server.fields): the question before such a restore, in the terminal and on the
 * editor's page „Sicherung“; and the line when a question about the server's key expired unanswered.
 */
export const targetText = {
  /** A part the settings leave empty. */
  none: '(nicht eingetragen)',
  /** „Server: alt → neu“. */
  change: (part: string, before: string, after: string) => `${part}: ${before} → ${after}`,
  /** Before the changes, in the question. */
  intro: 'Diese Sicherung ändert, wohin das Veröffentlichen Ihre Website und Ihr Passwort schickt –',
  /** After the changes. */
  warning:
    'Nur übernehmen, wenn Sie diese Änderung selbst gemacht haben: eine Sicherung am Server kann auch ein Fremder verändert haben. Beim nächsten Veröffentlichen zeigt der Editor den Schlüssel des Servers und fragt erneut, bevor ein Passwort gesendet wird.',
  /** A question about the server's key that nobody answered for a few minutes (tools/edit/server/jobs/hostKeyAnswer.ts). */
  questionExpired:
    'Die Frage nach dem Schlüssel des Servers blieb einige Minuten ohne Antwort und gilt nicht mehr – es wurde nichts gesendet. Starten Sie bitte noch einmal, dann kommt die Frage wieder.',
  /** The same question on „Verlauf“, where a stand of the settings would change the server. */
  historyIntro:
    'Dieser Stand der Einstellungen ändert, wohin das Veröffentlichen Ihre Website und Ihr Passwort schickt –',
  historyWarning:
    'Nur übernehmen, wenn Sie diese Änderung selbst gemacht haben: ein Verlauf aus einer Sicherung kann auch ein Fremder verändert haben. Beim nächsten Veröffentlichen zeigt der Editor den Schlüssel des Servers und fragt erneut, bevor ein Passwort gesendet wird.',
  /** The two answers on „Verlauf“. */
  take: 'Ja, übernehmen',
  keep: 'Nein, Server lassen',
  /** The terminal's question (npm run restore). */
  question: 'Diese Änderung des Servers übernehmen?',
} as const;
