import { useEffect, useRef } from 'react';
import { targetText as text } from '#tools/text/target.ts';
import { Actions, Button, QuestionBox } from './elements.tsx';

/**
 * The question before a stand is restored that would change where the publish sends the password:
 * read out at once, no answer preselected.
 */
export function TargetQuestion(props: { text: string; onAnswer(take: boolean): void }) {
  const { text: question, onAnswer } = props;
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (question) box.current?.focus();
  }, [question]);
  return (
    <QuestionBox
      ref={box}
      role="alertdialog"
      tabIndex={-1}
      aria-describedby="server-frage-text"
      aria-label={text.question}
    >
      <p id="server-frage-text">{question}</p>
      <Actions>
        <Button type="button" onClick={() => onAnswer(true)}>
          {text.take}
        </Button>
        <Button type="button" isPrimary onClick={() => onAnswer(false)}>
          {text.keep}
        </Button>
      </Actions>
    </QuestionBox>
  );
}
