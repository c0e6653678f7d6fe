import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import { whenText } from '#model/viennaTime.ts';
import { keepingText } from '#tools/edit/text/keeping.ts';
import { Actions, Button, Note, QuestionBox } from '../ui/elements.tsx';
import { colors, narrow } from '../ui/tokens.ts';
import { differingFields } from './plainText.ts';
import type { Keeping } from './useKeeping.ts';

/**
 * Above a form: the question whether to bring back changes that were never saved, and, after a
 * save over a newer version was refused, both versions field by field with the choice which stays.
 */

const words = keepingText;

const Pair = styled.div({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: '0.75rem',
  margin: '0.25rem 0 1rem',
  [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' },
});
const Version = styled.figure({
  margin: 0,
  padding: '0.5rem 0.75rem',
  background: colors.card,
  border: `1px solid ${colors.line}`,
  borderRadius: 4,
  figcaption: { fontWeight: 600, marginBottom: '0.25rem' },
  div: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: '16rem', overflowY: 'auto' },
});
const FieldName = styled.h3({ fontSize: '1rem', margin: '0.75rem 0 0.25rem' });
/** Scrolled to below the editor's bar, which stays at the top. */
const Title = styled.h2({ fontSize: '1.25rem', margin: '0.25rem 0 0.5rem', scrollMarginTop: '4rem' });

export function KeepingPanels(props: {
  keeping: Keeping;
  fields: readonly { name: string; label: string }[];
  mine: () => Record<string, unknown>;
  /** Saves the form (after „Meine Fassung speichern“). */
  save: () => unknown;
  isSaving: boolean;
}) {
  const { keeping, fields, mine, save, isSaving } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  const { conflict, offer } = keeping;
  useEffect(() => {
    if (!conflict) return;
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus();
  }, [conflict]);
  return (
    <>
      {offer && (
        <QuestionBox role="region" aria-label={words.draft.label}>
          <p>{words.draft.found(whenText(offer.at))}</p>
          <Actions>
            <Button type="button" isPrimary onClick={keeping.restore}>
              {words.draft.restore}
            </Button>
            <Button type="button" onClick={keeping.discard}>
              {words.draft.discard}
            </Button>
          </Actions>
        </QuestionBox>
      )}
      {conflict && (
        <QuestionBox role="region" aria-labelledby="zwei-fassungen">
          <Title id="zwei-fassungen" ref={heading} tabIndex={-1}>
            {words.conflict.title}
          </Title>
          <p>{words.conflict.explain}</p>
          {differingFields(fields, mine(), conflict.theirs).map((row) => (
            <section key={row.name} aria-label={row.label}>
              <FieldName>{row.label}</FieldName>
              <Pair>
                <Version>
                  <figcaption>{words.conflict.mine}</figcaption>
                  <div>{row.mine || words.conflict.empty}</div>
                </Version>
                <Version>
                  <figcaption>{words.conflict.theirs}</figcaption>
                  <div>{row.theirs === undefined ? words.conflict.gone : row.theirs || words.conflict.empty}</div>
                </Version>
              </Pair>
            </section>
          ))}
          <Actions>
            <Button
              type="button"
              isPrimary
              disabled={isSaving}
              onClick={() => {
                keeping.keepMine();
                void save();
              }}
            >
              {words.conflict.keepMine}
            </Button>
            <Button type="button" onClick={keeping.takeTheirs}>
              {words.conflict.takeTheirs}
            </Button>
          </Actions>
          <Note>
            {words.conflict.keepMine}: {words.conflict.keepMineHint} {words.conflict.takeTheirs}:{' '}
            {words.conflict.takeTheirsHint}
          </Note>
        </QuestionBox>
      )}
    </>
  );
}
