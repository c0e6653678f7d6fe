import { useState } from 'react';
import { slugify } from '#model/slug.ts';
import { englishText } from '#tools/edit/text/english.ts';
import { editorApi, messageOf } from '../api.ts';
import { slugOfPath } from '../articles/articleFile.ts';
import { carryOutcome, Message, type Outcome } from '../Message.tsx';
import { goTo, translationHref } from '../route.ts';
import { Button, Card } from '../ui/elements.tsx';
import { FieldFrame, Input } from '../ui/FieldFrame.tsx';

/**
 * An English article's own address (its slug, not the German one): typed in the owner's words and
 * made an address by the project's slug rule as they type, then „Adresse ändern“ renames the file
 * through the server (one change of the history, undone there).
 */

const words = englishText.rename;
const id = 'englische-adresse';

export function EnglishAddress({ file, address }: { file: string; address: string }) {
  const slug = slugOfPath(file);
  const [typed, setTyped] = useState(slug);
  const [outcome, setOutcome] = useState<Outcome>();
  const [isBusy, setBusy] = useState(false);
  const next = slugify(typed);
  // The page's path on the site, without the preview's host: /en/blog/<slug>.
  const shown = address.replace(/^https?:\/\/[^/]+/, '').replace('{slug}', next || slug);
  const rename = async () => {
    setOutcome(undefined);
    setBusy(true);
    try {
      const answer = await editorApi('renameTranslation', { path: file, slug: next });
      carryOutcome({ kind: 'success', text: words.done });
      goTo(translationHref(answer.path));
    } catch (error) {
      setOutcome({ kind: 'refusal', text: messageOf(error) });
      setBusy(false);
    }
  };
  return (
    <Card aria-label={words.label}>
      <FieldFrame id={id} label={words.label} hint={words.hint(shown)}>
        <Input
          id={id}
          value={typed}
          aria-describedby={`${id}-hilfe`}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && next !== slug && next !== '') void rename();
          }}
        />
      </FieldFrame>
      <Button type="button" disabled={isBusy || next === slug || next === ''} onClick={() => void rename()}>
        {words.button}
      </Button>
      <Message outcome={outcome} />
    </Card>
  );
}
