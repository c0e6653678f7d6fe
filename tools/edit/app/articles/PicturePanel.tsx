import { useId, useState } from 'react';
import { screenText } from '#tools/edit/text/screens.ts';
import { uploadName } from '../../protocol/uploadName.ts';
import { editorApi, messageOf } from '../api.ts';
import { publicPictures } from '../paths.ts';
import { Actions, Button } from '../ui/elements.tsx';
import { describedBy, FieldFrame, Input } from '../ui/FieldFrame.tsx';
import { FileButton } from '../ui/FileButton.tsx';
import { pictureContent } from '../ui/files.ts';
import { ToolPanel } from './ToolPanel.ts';

/**
 * „Bild“ in the toolbar: a picture file and its description, both required. The picture goes
 * through the server's upload check (the build's rules, uploadRules.ts) and is inserted under the
 * name the server stored it with; a refusal shows at the file field.
 */

const words = screenText.picture;

export function PicturePanel(props: { folder: string; onInsert(address: string, alt: string): void; onClose(): void }) {
  const { folder, onInsert, onClose } = props;
  const id = useId();
  const [file, setFile] = useState<File>();
  const [alt, setAlt] = useState('');
  const [busy, setBusy] = useState(false);
  const [mistakes, setMistakes] = useState<{ file?: string; alt?: string }>({});
  const upload = async () => {
    const found = { ...(file ? {} : { file: words.fileMissing }), ...(alt.trim() ? {} : { alt: words.altMissing }) };
    setMistakes(found);
    if (!file || !alt.trim()) return;
    setBusy(true);
    try {
      const stored = await editorApi('uploadPicture', {
        asset: { path: `${folder}/${uploadName(file.name)}`, content: await pictureContent(file), encoding: 'base64' },
      });
      onInsert(`${publicPictures}/${stored.name}`, alt.trim());
    } catch (error) {
      setMistakes({ file: messageOf(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <ToolPanel role="group" aria-label={words.dialog}>
      <FieldFrame id={`${id}-datei`} label={words.file} mistake={mistakes.file} isGroupLabel>
        <FileButton
          id={`${id}-datei`}
          name={words.file}
          label={words.chooseFile}
          nothingChosen={words.noFile}
          accept="image/jpeg,image/png,image/webp,image/avif"
          isInvalid={Boolean(mistakes.file)}
          describedBy={describedBy(`${id}-datei`, undefined, mistakes.file)}
          onChoose={setFile}
        />
      </FieldFrame>
      <FieldFrame id={`${id}-alt`} label={words.alt} hint={words.altHint} mistake={mistakes.alt}>
        <Input
          id={`${id}-alt`}
          value={alt}
          aria-invalid={mistakes.alt ? true : undefined}
          aria-describedby={describedBy(`${id}-alt`, words.altHint, mistakes.alt)}
          onChange={(event) => setAlt(event.target.value)}
        />
      </FieldFrame>
      <Actions>
        <Button type="button" isPrimary disabled={busy} onClick={upload}>
          {busy ? words.uploading : words.insert}
        </Button>
        <Button type="button" onClick={onClose}>
          {words.cancel}
        </Button>
      </Actions>
    </ToolPanel>
  );
}
