import { useEffect, useId, useRef, useState } from 'react';
import { screenText } from '#tools/edit/text/screens.ts';
import { Actions, Button } from '../ui/elements.tsx';
import { describedBy, FieldFrame, Input } from '../ui/FieldFrame.tsx';
import { ToolPanel } from './ToolPanel.ts';

/** „Link“ in the toolbar: the address, then the selected words become the link. */

const words = screenText.link;

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
    <ToolPanel role="group" aria-label={words.panel}>
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
    </ToolPanel>
  );
}
