// Uploads as the owner meets them: a picture's file name by the project's slug rule before Decap
// CMS sees it, and Decap's English question about a duplicate in German.
import { editorText } from '#model/copy/editorText';
import { uploadName } from '../uploadName';

/**
 * Decap folds a name by its own rule ("Übersicht.jpg" → ubersicht.jpg) and compares that with the
 * pictures already there; the server stores the project's name (uebersicht.jpg). Renaming the
 * chosen files first – in the capture phase, before Decap's own handler reads them – gives both the
 * same name, so a second "Übersicht.jpg" is recognised as a duplicate.
 */
function renameChosenFiles(event: Event) {
  const input = event.target;
  if (!(input instanceof HTMLInputElement) || input.type !== 'file' || !input.files?.length) return;
  const chosen = [...input.files];
  const renamed = chosen.map((file) => {
    const name = uploadName(file.name);
    return name === file.name ? file : new File([file], name, { type: file.type, lastModified: file.lastModified });
  });
  if (renamed.every((file, index) => file === chosen[index])) return;
  const transfer = new DataTransfer();
  for (const file of renamed) transfer.items.add(file);
  input.files = transfer.files;
}

/** Decap asks with a fixed English sentence (decap-cms-core, persistMedia): not in its locale. */
const duplicateQuestion = /^(.+) already exists\. Do you want to replace it\?$/s;

export function germanUploads() {
  document.addEventListener('change', renameChosenFiles, true);
  const confirm = window.confirm.bind(window);
  window.confirm = (message?: string) => {
    const duplicate = duplicateQuestion.exec(String(message ?? ''));
    return confirm(
      duplicate
        ? `Ein Bild „${duplicate[1]}“ gibt es schon. Durch das neue ersetzen? Das bisherige können Sie unter „${editorText.history.label}“ wiederherstellen.`
        : message,
    );
  };
}
