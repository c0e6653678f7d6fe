import styled from '@emotion/styled';
import { useCallback, useEffect, useState } from 'react';
import { englishText } from '#tools/edit/text/english.ts';
import { screenText } from '#tools/edit/text/screens.ts';
import type { Translation } from '../../protocol/answers.ts';
import { editorApi, messageOf } from '../api.ts';
import { Message, type Outcome, takeCarriedOutcome } from '../Message.tsx';
import { collectionHref, goTo, translationHref } from '../route.ts';
import { Actions, Button, Heading, LinkButton, ListRow, Main, Note } from '../ui/elements.tsx';
import { colors } from '../ui/tokens.ts';

/**
 * „Englisch“: every page text and article with its English status („nur Deutsch“, „übersetzt“,
 * „veraltet“), the settings' words among the page texts, and what the owner can do with each: start the English from the German, open it to
 * translate, or mark it current when the German change needs no English one. With the English
 * version switched off, only the way to switch it on.
 */

const words = englishText;

const List = styled.ul({ listStyle: 'none', padding: 0, margin: '0.5rem 0 1.5rem', display: 'grid', gap: '0.5rem' });
const Name = styled.span({ flex: '1 1 16rem', minWidth: 0, overflowWrap: 'anywhere' });
const tones = {
  'nur Deutsch': { background: '#eceef2', color: colors.muted },
  übersetzt: { background: colors.successBack, color: colors.success },
  veraltet: { background: colors.note, color: colors.warning },
} as const;
const Badge = styled.span<{ status: Translation['status'] }>(({ status }) => ({
  ...tones[status],
  padding: '0.15rem 0.55rem',
  borderRadius: 999,
  fontSize: '0.9rem',
  fontWeight: 600,
  whiteSpace: 'nowrap',
}));

function Row({ row, busy, act }: { row: Translation; busy: boolean; act: (run: () => Promise<Outcome>) => void }) {
  const id = `englisch-${row.kind}-${row.id}`;
  const create = async (): Promise<Outcome> => {
    const answer = await editorApi('startTranslation', { path: row.german });
    goTo(translationHref(answer.path));
    return undefined;
  };
  const mark = async (): Promise<Outcome> => {
    const answer = await editorApi('markTranslated', { path: row.english ?? '' });
    return { kind: 'success', text: answer.message };
  };
  return (
    <ListRow>
      <Name id={id}>{row.title}</Name>
      <Badge status={row.status}>{words.status[row.status]}</Badge>
      <Actions>
        {row.english ? (
          <LinkButton href={translationHref(row.english)} aria-describedby={id}>
            {words.edit}
          </LinkButton>
        ) : (
          <Button type="button" aria-describedby={id} disabled={busy} onClick={() => act(create)}>
            {words.create}
          </Button>
        )}
        {row.status === 'veraltet' && (
          <Button type="button" aria-describedby={id} disabled={busy} onClick={() => act(mark)}>
            {words.markCurrent}
          </Button>
        )}
      </Actions>
    </ListRow>
  );
}

export function EnglishPage() {
  const [state, setState] = useState<{ english: boolean; rows: Translation[] }>();
  // An English article deleted on its screen says so here (ArticleForm.tsx).
  const [outcome, setOutcome] = useState<Outcome>(takeCarriedOutcome);
  const [busy, setBusy] = useState(false);
  const load = useCallback(async () => {
    try {
      setState(await editorApi('translations'));
    } catch (error) {
      setOutcome({ kind: 'refusal', text: `${screenText.loadFailed} ${messageOf(error)}` });
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  const act = async (run: () => Promise<Outcome>) => {
    setOutcome(undefined);
    setBusy(true);
    try {
      setOutcome(await run());
    } catch (error) {
      setOutcome({ kind: 'refusal', text: messageOf(error) });
    }
    await load();
    setBusy(false);
  };
  // The settings' words are listed with the page texts: words of the site, not an article.
  const part = (kind: 'text' | 'article') =>
    state?.rows.filter((row) => (row.kind === 'article') === (kind === 'article')) ?? [];
  return (
    <Main>
      <Heading>{words.title}</Heading>
      <Message outcome={outcome} takeFocus />
      {state === undefined ? (
        <Note role="status">{screenText.loading}</Note>
      ) : !state.english ? (
        <p>
          {words.off} <a href={collectionHref('einstellungen')}>{screenText.nav.settings}</a>
        </p>
      ) : (
        <>
          <p>{words.intro}</p>
          <Note>{words.markCurrentHelp}</Note>
          {(['text', 'article'] as const).map((kind) => (
            <section key={kind} aria-labelledby={`englisch-${kind}`}>
              <h2 id={`englisch-${kind}`}>{kind === 'text' ? words.texts : words.articles}</h2>
              <List>
                {part(kind).map((row) => (
                  <Row key={row.german} row={row} busy={busy} act={(run) => void act(run)} />
                ))}
              </List>
            </section>
          ))}
        </>
      )}
    </Main>
  );
}
