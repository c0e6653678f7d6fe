import { imageSizeProblem } from '#integrations/articles/imageSize.ts';
import { editorText } from '#tools/text/editor.ts';

/** A chosen file's bytes as base64, as the editor's API takes uploads. */
const base64Of = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/**
 * A chosen picture's bytes as base64 for an upload, when it is no larger than the build takes. A
 * larger one is refused here, in the server's words, before it is read: reading, encoding and
 * sending 16 MB only to be refused took over 30 s on a busy computer. The server checks again.
 */
export async function pictureContent(file: File): Promise<string> {
  const tooLarge = imageSizeProblem(file.name, file.size);
  if (tooLarge) throw new Error(`${editorText.upload.refused} ${tooLarge}`);
  return base64Of(file);
}
