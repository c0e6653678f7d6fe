import styled from '@emotion/styled';
import { createContext, useId, useState } from 'react';
import { screenText } from '#tools/edit/text/screens.ts';
import { launchText } from '#tools/text/launch.ts';
import type { SitePicture } from '../../protocol/answers.ts';
import { editorApi, messageOf } from '../api.ts';
import { Message, type Outcome } from '../Message.tsx';
import { FieldFrame } from '../ui/FieldFrame.tsx';
import { FileButton } from '../ui/FileButton.tsx';
import { pictureContent } from '../ui/files.ts';
import { colors } from '../ui/tokens.ts';

/**
 * The portrait or the default social picture (tools/edit/server/files/sitePictures.ts), shown above its
 * description: the picture as it is now, and „Foto wählen“, which replaces it at once through the
 * server's checks; a refusal shows here, at the picture.
 */

const words = screenText.sitePicture;

/** The site pictures of the open entry, by the form name of their description field. */
export const SitePicturesContext = createContext<ReadonlyMap<string, SitePicture>>(new Map());

const Preview = styled.img({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '16rem',
  border: `1px solid ${colors.line}`,
  borderRadius: 4,
  margin: '0.25rem 0 0.5rem',
});

export function SitePictureField({ picture }: { picture: SitePicture }) {
  const id = useId();
  const [version, setVersion] = useState(0);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const name = launchText.pictures[picture.key].name;
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setOutcome(undefined);
    setBusy(true);
    try {
      await editorApi('replaceSitePicture', {
        picture: picture.key,
        name: file.name,
        content: await pictureContent(file),
      });
      setVersion(Date.now());
      setOutcome({ kind: 'success', text: words.replaced });
    } catch (error) {
      setOutcome({ kind: 'refusal', text: messageOf(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <FieldFrame
      id={id}
      label={name}
      isGroupLabel
      hint={words.rule(picture.width, picture.height)}
      after={<Message outcome={outcome} />}
    >
      <Preview src={`/admin/bild/${picture.key}?stand=${version}`} alt={words.current(name)} />
      <FileButton
        id={id}
        name={`${name}: ${words.choose}`}
        label={busy ? words.replacing : words.choose}
        dataField={`bild.${picture.key}`}
        accept="image/jpeg,image/png,image/webp,image/avif"
        disabled={busy}
        describedBy={`${id}-hilfe`}
        onChoose={(file) => void choose(file)}
      />
    </FieldFrame>
  );
}
