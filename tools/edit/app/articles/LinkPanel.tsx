import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState } from 'react';
import { screenText } from '#tools/edit/text/screens.ts';
import { Actions, Button } from '../ui/elements.tsx';
import { describedBy, FieldFrame, Input } from '../ui/FieldFrame.tsx';
import { colors } from '../ui/tokens.ts';

/** „Link“ in the toolbar: the address, then the selected words become the link. */

const words = screenText.link;
const Panel = styled.div({
  border: `2px solid ${colors.accent}`,
  borderRadius: 6,
  padding: '0.75rem 1rem',
  margin: '0.5rem 0',
  background: '#f5f8fd',
});

/** An address a reader can follow: https://…, http://…, mailto:… or a page of the site (/…). */
const isAddress = (text: string) => /^(https?:\/\/[^\s]+\.[^\s]+|mailto:[^\s@]+@[^\s@]+|\/[^\s]*)$/.test(text);

export function LinkPanel({ onInsert, onClose }: { onInsert(address: string): void; onClose(): void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [address, setAddress] = useState('https://');
  const [mistake, setMistake] = useState<string>();
  useEffect(() => input.current?.focus(), []);
  const insert = () => {
    const text = address.trim();
    if (!isAddress(text)) return setMistake(words.wrong(text));
    onInsert(text);
  };
  return (
    <Panel role="group" aria-label={words.panel}>
      <FieldFrame id={id} label={words.address} hint={words.hint} mistake={mistake}>
        <Input
          id={id}
          ref={input}
          type="url"
          value={address}
          aria-invalid={mistake ? true : undefined}
          aria-describedby={describedBy(id, words.hint, mistake)}
          onChange={(event) => setAddress(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              insert();
            }
          }}
        />
      </FieldFrame>
      <Actions>
        <Button type="button" isPrimary onClick={insert}>
          {words.insert}
        </Button>
        <Button type="button" onClick={onClose}>
          {screenText.picture.cancel}
        </Button>
      </Actions>
    </Panel>
  );
}
