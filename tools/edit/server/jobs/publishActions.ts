import path from 'node:path';
import { dataFiles } from '#model/collections.ts';
import { englishSettingsFile } from '#model/i18n/englishFiles.ts';
import { loadDataFile } from '#model/load/dataFile.ts';
import { OwnerError } from '#model/load/ownerError.ts';
import { sectionName } from '#model/load/yamlComments.ts';
import { editorText } from '#tools/text/editor.ts';
import { publishText } from '#tools/text/publish.ts';
import { sendTestEnquiry } from '../../../check-host/testEnquiry.ts';
import { blockingItems, translationNotes } from '../../../check-launch/blocking.ts';
import { type LaunchItem, launchItems } from '../../../check-launch/launchCheck.ts';
import { ownerItem } from '../../../check-launch/ownerWords.ts';
import { storeSecret } from '../../../deploy/envFile.ts';
import { entryFingerprints, readPublishRecord } from '../../../deploy/publishRecord.ts';
import { editableFile } from '../files/dataFiles.ts';
import { sitePictureLink } from '../files/sitePictureLinks.ts';
import type { Handlers } from '../http/request.ts';
import { missingSecret, usesPassword } from './missingSecret.ts';
import { answerHostKey, currentJob, setAsideFinishedJob, shownJob, startJob } from './publishJob.ts';

type PublishAction =
  | 'launchItems'
  | 'publishState'
  | 'publishStatus'
  | 'publishStart'
  | 'publishAnswerHostKey'
  | 'publishTestEnquiry'
  | 'entryStatus';

/**
 * The actions of the editor's page „Website veröffentlichen“, on the editor's own POST /api/v1
 * (server/http/actions.ts hands every action named here to `publishAction`): the launch check's open items with
 * a link to their page in the editor, the upload target, the last publish, a publish run and its
 * progress, the answer about the server's key, and each entry's "online or only saved".
 * A refusal comes back as `{ refused: '…' }`, one German line, never as a stack trace.
 */

const settingsFile = dataFiles.settings.file;

/** The editor's page of a data file other than the settings: „Seitentexte › Startseite“. */
function pageOf(file: string) {
  const page = editableFile(file);
  if (!page || page.key === 'settings') return undefined;
  return { key: page.key, label: editorText.pages.files[page.key as keyof typeof editorText.pages.files].label };
}

/** The query parameter that names the field an item is about (`?feld=legal.vatId`), on its entry's address. */
export const fieldParameter = 'feld';

/**
 * Where the editor shows an item's field: its entry (the settings' section, or the page), with the
 * field's path as `?feld=` so that the entry can be opened at that field. Pictures and files the
 * editor does not show have no link.
 */
function linkOf(item: LaunchItem, root: string): string | undefined {
  // The portrait and the default social picture: their picture field, beside their description.
  if (item.kind === 'picture') return sitePictureLink(item.picture, root);
  // A text not translated yet: the German entry, where the editor shows its English status and actions.
  if (item.kind === 'translation')
    return item.of === 'article'
      ? `#/collections/artikel/entries/${item.id}`
      : `#/collections/seiten/entries/${item.id}`;
  if (item.kind !== 'field' && item.kind !== 'unreadable') return undefined;
  const field = item.kind === 'field' && item.path.length > 0 ? `?${fieldParameter}=${item.path.join('.')}` : '';
  // The settings' words in English have a screen of their own on the page „Englisch“.
  if (item.file === englishSettingsFile) return `#/englisch/${encodeURIComponent(item.file)}${field}`;
  // A field of an English file: its German file's entry (the editor opens the English version from there).
  const file = item.kind === 'field' ? (item.german ?? item.file) : item.file;
  if (file === settingsFile) {
    const section = item.kind === 'field' ? item.section : undefined;
    return section
      ? `#/collections/einstellungen/entries/${sectionName(section)}${field}`
      : '#/collections/einstellungen';
  }
  const page = pageOf(file);
  return page ? `#/collections/seiten/entries/${page.key}${field}` : undefined;
}

/**
 * The launch check in the owner's words: `items` keep the button disabled, `notes` (page texts and
 * articles not translated or outdated) are listed below them and never block (blocking.ts).
 */
function openItems(root: string) {
  const page = (file: string) => {
    const found = pageOf(file);
    return found && `${editorText.pages.label} › ${found.label}`;
  };
  const shown = (item: LaunchItem) => {
    const link = linkOf(item, root);
    return { ...ownerItem(item, page), ...(link ? { link } : {}) };
  };
  const all = launchItems(root, process.env);
  return {
    items: blockingItems(all).map(shown),
    notes: translationNotes(all).map(shown),
  };
}

/** The upload target as the page shows it; `null` when the settings name none (deploy: null). */
function target(root: string) {
  let deploy: ReturnType<typeof loadDataFile<'settings'>>['data']['deploy'];
  try {
    deploy = loadDataFile('settings', root).data.deploy;
  } catch (error) {
    if (error instanceof OwnerError) return null;
    throw error;
  }
  if (!deploy) return null;
  const port = deploy.port ? `:${deploy.port}` : '';
  return {
    address: `${deploy.protocol}://${deploy.user}@${deploy.host}${port} (${deploy.folder})`,
    // Shown beside the button and read at every state, so the owner sees where this publish would go.
    server: `${deploy.host}${port}`,
    user: deploy.user,
    folder: deploy.folder,
    // Not stored on this computer, or refused by the server in the last run: asked on the page.
    asks:
      missingSecret(root, deploy.protocol) ??
      (currentJob()?.loginRefused && usesPassword(root, deploy.protocol) ? 'DEPLOY_PASSWORD' : null),
  };
}

function state(root: string) {
  const last = readPublishRecord(root);
  return {
    target: target(root),
    last: last ? { publishedAt: last.publishedAt, files: last.files } : null,
    job: shownJob() ?? null,
  };
}

/** A publish that did not start: its reason replaces the last run's result on the page. */
function refusal(root: string, refused: string) {
  setAsideFinishedJob();
  return { ...state(root), refused };
}

/** The page's actions, as the contract names them (protocol/actions.ts). */
export const publishActions = (root: string): Handlers<PublishAction> => ({
  launchItems: () => openItems(root),
  publishState: () => state(root),
  publishStatus: () => state(root),
  publishStart: (params) => {
    if (openItems(root).items.length > 0) return refusal(root, publishText.blocked);
    const where = target(root);
    const secret = params.secret || undefined;
    // Found before anything is built or sent: the password the server needs and the owner has not typed.
    if (where?.asks && !secret) return refusal(root, publishText.secretMissing[where.asks]);
    const typed = secret && where?.asks ? { [where.asks]: secret } : {};
    const kept =
      secret && where?.asks && params.keep === true
        ? storeSecret(path.join(root, '.env.deploy'), where.asks, secret)
        : undefined;
    if (!startJob(root, where !== null, typed)) return { ...state(root), refused: publishText.busy };
    return kept === false ? { ...state(root), refused: publishText.secretNotKept } : state(root);
  },
  publishAnswerHostKey: (params) => {
    answerHostKey(params.trust === true);
    return state(root);
  },
  // One marked enquiry through the live form, with the settings as they are now (not as the editor started),
  // and the build's overrides of this computer's environment, as the publish builds the site.
  publishTestEnquiry: async () => {
    const { url, formEndpoint } = loadDataFile('settings', root, { env: process.env }).data;
    const result = await sendTestEnquiry(new URL(url), {
      endpoint: formEndpoint,
      source: publishText.testEnquiry.source,
    });
    return { ok: result.ok, line: `${result.ok ? '✓' : '✗'} ${result.line}` };
  },
  entryStatus: (params) => {
    const id = `${params.collection}/${params.entry}`;
    const now = entryFingerprints(root)[id];
    if (now === undefined) return { status: null };
    const online = readPublishRecord(root)?.entries[id] === now;
    return { status: online ? 'online' : 'saved', text: online ? publishText.entry.online : publishText.entry.saved };
  },
});
