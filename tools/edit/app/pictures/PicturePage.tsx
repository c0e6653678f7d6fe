import styled from '@emotion/styled';
import { useCallback, useEffect, useId, useState } from 'react';
import { screenText } from '#tools/edit/text/screens.ts';
import { editorText } from '#tools/text/editor.ts';
import type { Picture } from '../../protocol/answers.ts';
import { uploadName } from '../../protocol/uploadName.ts';
import { editorApi, messageOf } from '../api.ts';
import type { Collection } from '../config.ts';
import { Message, type Outcome } from '../Message.tsx';
import { publicPictures } from '../paths.ts';
import { collectionHref } from '../route.ts';
import { Button, Heading, Main, Note } from '../ui/elements.tsx';
import { FileButton } from '../ui/FileButton.tsx';
import { pictureContent } from '../ui/files.ts';
import { colors } from '../ui/tokens.ts';
import { listPictures } from './usePictures.ts';

/**
 * „Bilder der Artikel“: every picture uploaded for the articles, each with its thumbnail and file
 * name, one uploaded anew, one deleted. Before a deletion the server says who uses the picture
 * (`pictureUsage`): a picture in use is deleted only after a question that names those articles,
 * any other after the usual question. Deleting goes through `deleteFiles`, so „Verlauf“ has it.
 */

const words = screenText.pictures;

const Grid = styled.ul({
  listStyle: 'none',
  padding: 0,
  margin: '1rem 0',
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
  gap: '0.75rem',
});
const Item = styled.li({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5rem',
  minWidth: 0,
  padding: '0.5rem',
  background: colors.card,
  border: `1px solid ${colors.line}`,
  borderRadius: 6,
});
const Thumbnail = styled.img({
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  background: colors.page,
  borderRadius: 4,
});
const Name = styled.span({ overflowWrap: 'anywhere', fontSize: '0.95rem' });
const Upload = styled.div({ margin: '1rem 0' });
/** At the card's foot, so the buttons of a row line up under names of different lengths. */
const DeleteButton = styled(Button)({ marginTop: 'auto' });

/** The question before a deletion: the articles that show the picture, or the usual one. */
const questionFor = (name: string, users: string[]) =>
  users.length > 0
    ? editorText.imageInUse.replace('{name}', name).replace('{users}', users.join(', '))
    : words.deleteConfirm(name);

export function PicturePage({ collection, folder }: { collection: Collection; folder: string }) {
  const id = useId();
  const [pictures, setPictures] = useState<Picture[]>();
  const [outcome, setOutcome] = useState<Outcome>();
  const [busy, setBusy] = useState<string>();
  const load = useCallback(async () => {
    try {
      setPictures(await listPictures(folder));
    } catch (error) {
      setOutcome({ kind: 'refusal', text: `${screenText.loadFailed} ${messageOf(error)}` });
    }
  }, [folder]);
  useEffect(() => {
    void load();
  }, [load]);

  const remove = async (picture: Picture) => {
    setOutcome(undefined);
    setBusy(picture.path);
    try {
      const { users } = await editorApi('pictureUsage', { path: picture.path });
      if (!window.confirm(questionFor(picture.name, users))) return;
      await editorApi('deleteFiles', { paths: [picture.path] });
      setOutcome({ kind: 'success', text: words.deleted(picture.name) });
    } catch (error) {
      setOutcome({ kind: 'refusal', text: messageOf(error) });
    } finally {
      // The buttons stay off until the list shows the new state.
      await load();
      setBusy(undefined);
    }
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setOutcome(undefined);
    setBusy(id);
    try {
      const stored = await editorApi('uploadPicture', {
        asset: { path: `${folder}/${uploadName(file.name)}`, content: await pictureContent(file), encoding: 'base64' },
      });
      setOutcome({ kind: 'success', text: words.uploaded(stored.name) });
    } catch (error) {
      setOutcome({ kind: 'refusal', text: messageOf(error) });
    } finally {
      await load();
      setBusy(undefined);
    }
  };

  return (
    <Main>
      <Note>
        <a href={collectionHref(collection.name)}>{words.back}</a>
      </Note>
      <Heading>{words.title}</Heading>
      <Note>{words.intro}</Note>
      <Upload>
        <FileButton
          id={`${id}-hochladen`}
          name={words.upload}
          label={busy === id ? words.uploading : words.upload}
          accept="image/jpeg,image/png,image/webp,image/avif"
          disabled={busy !== undefined}
          onChoose={upload}
        />
      </Upload>
      <Message outcome={outcome} />
      {pictures === undefined ? (
        <Note role="status">{screenText.loading}</Note>
      ) : pictures.length === 0 ? (
        <Note>{words.empty}</Note>
      ) : (
        <Grid>
          {pictures.map((picture) => (
            <Item key={picture.path}>
              <Thumbnail
                src={`${publicPictures}/${encodeURIComponent(picture.name)}`}
                alt={words.thumbnail(picture.name)}
                loading="lazy"
              />
              <Name id={`${id}-${picture.name}`}>{picture.name}</Name>
              <DeleteButton
                type="button"
                aria-describedby={`${id}-${picture.name}`}
                disabled={busy !== undefined}
                onClick={() => remove(picture)}
              >
                {busy === picture.path ? words.deleting : words.delete}
              </DeleteButton>
            </Item>
          ))}
        </Grid>
      )}
    </Main>
  );
}
