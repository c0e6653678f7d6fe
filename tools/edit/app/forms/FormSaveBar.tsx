import { ownEditorText } from '#model/copy/ownEditorText.ts';
import { Message, type Outcome } from '../Message.tsx';
import { Actions, Button, Note, SaveBar } from '../ui/elements.tsx';

/**
 * The foot of a form, kept in view: the outcome's one message, „Speichern“ and „Ungespeicherte
 * Änderungen“ while there are any. Nothing that removes work sits beside „Speichern“ (DangerZone).
 */
export function FormSaveBar(props: { outcome: Outcome; isSaving: boolean; isChanged: boolean }) {
  const { outcome, isSaving, isChanged } = props;
  return (
    <SaveBar>
      <Message outcome={outcome} />
      <Actions>
        <Button type="submit" isPrimary disabled={isSaving}>
          {isSaving ? ownEditorText.saving : ownEditorText.save}
        </Button>
        {isChanged && <Note>{ownEditorText.unsaved}</Note>}
      </Actions>
    </SaveBar>
  );
}
