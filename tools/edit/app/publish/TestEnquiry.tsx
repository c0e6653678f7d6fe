import { useState } from 'react';
import { publishText as text } from '#tools/text/publish.ts';
import { editorApi, messageOf } from '../api.ts';
import { Button, Card } from '../ui/elements.tsx';

/** „Kontaktformular testen“: one button, its answer in one line. */
export function TestEnquiry() {
  const [answer, setAnswer] = useState('');
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    setAnswer(text.testEnquiry.sending);
    try {
      setAnswer((await editorApi('publishTestEnquiry')).line);
    } catch (error) {
      setAnswer(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card aria-labelledby="anfrage-testen">
      <h2 id="anfrage-testen">{text.testEnquiry.title}</h2>
      <p>{text.testEnquiry.text}</p>
      <Button type="button" disabled={busy} onClick={send}>
        {text.testEnquiry.button}
      </Button>
      <p role="status">{answer}</p>
    </Card>
  );
}
