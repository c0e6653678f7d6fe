import type { ReactNode } from 'react';
import { ownEditorText } from '#model/copy/ownEditorText.ts';
import { Message, type Outcome } from '../Message.tsx';
import { Actions, Button, Note, SaveBar } from '../ui/elements.tsx';

/**
 * The foot of a form, kept in view: the outcome's one message, „Speichern“ (and `children`, e.g.
 * „Artikel löschen“), and „Ungespeicherte Änderungen“ while there are any.
 */
export function FormSaveBar(props: { outcome: Outcome; isSaving: boolean; isChanged: boolean; children?: ReactNode }) {
  const { outcome, isSaving, isChanged, children } = props;
  return (
    <SaveBar>
      <Message outcome={outcome} />
      <Actions>
        <Button type="submit" isPrimary disabled={isSaving}>
          {isSaving ? ownEditorText.saving : ownEditorText.save}
        </Button>
        {children}
        {isChanged && <Note>{ownEditorText.unsaved}</Note>}
      </Actions>
    </SaveBar>
  );
}
