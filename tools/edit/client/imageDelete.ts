// Deleting a picture in "Medien": Decap asks "Dieses Bild löschen?" without knowing whether an
// article shows it, and a deleted picture that an article still names used to break the preview.
// Before Decap's own question, the editor asks its server who uses the selected picture; if
// anybody does, the owner gets one question that names them (and Decap's is answered for them),
// otherwise Decap's usual question. Either way it is one question, and "Abbrechen" keeps the file.

import { editorText } from '#model/copy/editorText';
import { mediaLibraryDeletedBy } from './decapInternals';

/** „foto.jpg“ wird verwendet von: Artikel „…“, Seite „…“ … – the question for a picture in use. */
export const inUseQuestion = (name: string, users: readonly string[]) =>
  editorText.imageInUse.replace('{name}', name).replace('{users}', users.join(', '));

type Api = (action: string, params: Record<string, unknown>) => Promise<unknown>;

async function usersOf(api: Api, file: string): Promise<string[] | undefined> {
  try {
    const answer = (await api('imageUsage', { path: file })) as { users?: unknown };
    return Array.isArray(answer.users) ? answer.users.map(String) : undefined;
  } catch {
    // Not known: Decap's own question follows, as before.
    return undefined;
  }
}

/** Runs Decap's delete with its own question answered "yes": the owner has just answered ours. */
function deleteWithoutSecondQuestion(library: { handleDelete(): void }) {
  const confirm = window.confirm;
  window.confirm = () => true;
  try {
    library.handleDelete();
  } finally {
    window.confirm = confirm;
  }
}

/** Listens (before Decap does) for the media library's delete button; `api` asks the editor's server. */
export function askBeforeDeletingUsedImages(api: Api) {
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      const library = button ? mediaLibraryDeletedBy(button) : undefined;
      const file = library?.state.selectedFile;
      // A picture uploaded into an entry but not yet saved is no file yet: nobody uses it.
      if (!library || !file?.path || file.draft) return;
      event.stopPropagation();
      event.preventDefault();
      void usersOf(api, file.path).then((users) => {
        if (!users?.length) return library.handleDelete();
        if (window.confirm(inUseQuestion(file.name ?? file.path ?? '', users))) deleteWithoutSecondQuestion(library);
      });
    },
    true,
  );
}
