import { useEffect, useRef } from 'react';
import { publishText as text } from '#tools/text/publish.ts';
import { Actions, Button, QuestionBox } from './elements.tsx';

/**
 * The question about the server's key, the first time the editor connects: read out at once
 * (focused once per question, so a poll never takes the focus away), no answer preselected.
 */

export function HostKeyQuestion(props: { server: string; fingerprint: string; onAnswer(trust: boolean): void }) {
  const { server, fingerprint, onAnswer } = props;
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (fingerprint) box.current?.focus();
  }, [fingerprint]);
  return (
    <QuestionBox ref={box} role="alertdialog" tabIndex={-1} aria-labelledby="frage-titel" aria-describedby="frage-text">
      <h3 id="frage-titel">{text.hostKeyTitle}</h3>
      <p id="frage-text">{text.hostKeyText(server)}</p>
      <p>
        <code>{fingerprint}</code>
      </p>
      <Actions>
        <Button type="button" isPrimary onClick={() => onAnswer(true)}>
          {text.trust}
        </Button>
        <Button type="button" onClick={() => onAnswer(false)}>
          {text.cancel}
        </Button>
      </Actions>
    </QuestionBox>
  );
}
