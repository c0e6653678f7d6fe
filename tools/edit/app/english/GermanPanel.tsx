import styled from '@emotion/styled';
import { useState } from 'react';
import { englishText } from '#tools/edit/text/english.ts';
import { Button, Note } from '../ui/elements.tsx';
import { colors } from '../ui/tokens.ts';
import type { GermanPart } from './germanValues.ts';

/**
 * The German text beside the English fields, read-only: on a wide screen always in view beside the
 * form; on a phone one tap away, behind the button „Deutscher Text“.
 */

export const wide = '@media (min-width: 60rem)';

const Aside = styled.aside({
  background: colors.card,
  border: `1px solid ${colors.line}`,
  borderRadius: 6,
  padding: '0.75rem 1rem',
  margin: '1rem 0 0',
  [wide]: { position: 'sticky', top: '3.5rem', maxHeight: 'calc(100vh - 4.5rem)', overflow: 'auto' },
});
const Toggle = styled(Button)({ [wide]: { display: 'none' } });
const Body = styled.div<{ isOpen: boolean }>(({ isOpen }) => ({
  display: isOpen ? 'block' : 'none',
  [wide]: { display: 'block' },
}));
const Title = styled.h2({
  fontSize: '1.15rem',
  margin: '0 0 0.25rem',
  '@media (max-width: 59.99rem)': { display: 'none' },
});
const Where = styled.dt({ fontWeight: 600, fontSize: '0.9rem', color: colors.muted, marginTop: '0.75rem' });
const Text = styled.dd({ margin: '0.15rem 0 0', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export function GermanPanel({ parts }: { parts: GermanPart[] | undefined }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <Aside aria-labelledby="deutscher-text">
      <Title id="deutscher-text">{englishText.german}</Title>
      <Toggle
        type="button"
        aria-expanded={isOpen}
        aria-controls="deutscher-text-inhalt"
        onClick={() => setOpen(!isOpen)}
      >
        {englishText.german}
      </Toggle>
      <Body id="deutscher-text-inhalt" isOpen={isOpen}>
        <Note>{englishText.germanHelp}</Note>
        <dl lang="de">
          {(parts ?? []).map((part, index) => (
            // The parts are the German file's, in its order; they do not move while it is shown.
            // biome-ignore lint/suspicious/noArrayIndexKey: a list read once, never reordered
            <div key={index}>
              <Where>{part.where}</Where>
              <Text>{part.text}</Text>
            </div>
          ))}
        </dl>
      </Body>
    </Aside>
  );
}
