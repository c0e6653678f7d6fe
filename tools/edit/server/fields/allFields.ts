import { articleCollection as articles, dataFiles } from '#model/collections.ts';
import { englishSettingsFile } from '#model/i18n/englishFiles.ts';
import { isEnglishSettingsField } from '#model/i18n/englishSettings.ts';
import { fileComments, hintFor, sectionName } from '#model/load/yamlComments.ts';
import { frontmatterSchema } from '#model/schemas/article.ts';
import { englishText } from '#tools/edit/text/english.ts';
import { editorText } from '#tools/text/editor.ts';
import type { EditorField } from '../../protocol/fields.ts';
import { articlesFolder } from '../files/articles.ts';
import { editableFiles, englishEditableFiles, listField, readDocument, sectionPath } from '../files/dataFiles.ts';
import { type OptionLabels, optionLabels } from './optionLabels.ts';
import { jsonSchemaOf, objectFields, toField } from './schemaFields.ts';
import { templateValueAt } from './templateValues.ts';

/**
 * The editor's fields (`/admin/fields.json`, read by app/config.ts), made afresh for each page
 * load: from the build's schemas (schemaFields.ts), help texts from the data files' comments.
 * Three collections: Artikel (content/articles), Einstellungen (content/settings/site.yaml, one
 * page per section of the file) and Seiten (content/texts/*.yaml).
 */

/** A text longer than this in the file today is edited in a text area, not a single line. */
const longTextFrom = 70;

/** A date field of an article: the owner's calendar day, without a time (the file holds 2025-01-15). */
const asDate = (field: EditorField): EditorField =>
  field.kind === 'text' && field.name.startsWith('date') ? { ...field, kind: 'date' } : field;

function articleCollection(labels: OptionLabels) {
  const node = jsonSchemaOf(frontmatterSchema);
  const fields = objectFields(node, [], {
    longText: (path) => ['description', 'excerpt'].includes(path[0] ?? ''),
    optionLabels: labels,
  }).map(asDate);
  const body: EditorField = {
    kind: 'markdown',
    name: 'body',
    label: editorText.articles.body,
    hint: editorText.articles.bodyHint,
    required: true,
  };
  return {
    name: 'artikel',
    label: editorText.articles.label,
    description: editorText.articles.description,
    // A new article's file name is its title by the project's slug rule (app/articles/ArticleForm.tsx).
    folder: articlesFolder,
    fields: [...fields, body],
  };
}

/**
 * What the editor takes from a data file as it is today, read once: its help texts and sections
 * (its comments), its open template values, and which texts are long (a value over `longTextFrom`).
 */
function fileView(root: string, file: string) {
  const { document, templateValues } = readDocument(root, file);
  const long = new Set<string>();
  const visit = (value: unknown, path: string[]) => {
    if (typeof value === 'string' && value.length > longTextFrom) long.add(path.join('.'));
    else if (Array.isArray(value)) for (const item of value) visit(item, path);
    else if (value && typeof value === 'object')
      for (const [key, child] of Object.entries(value)) visit(child, [...path, key]);
  };
  visit(document.toJS(), []);
  return {
    comments: fileComments(document),
    open: templateValues.map((value) => value.path),
    longText: (path: readonly string[]) => long.has(path.filter((part) => !/^\d+$/.test(part)).join('.')),
  };
}

function settingsCollection(root: string, labels: OptionLabels) {
  const entry = editableFiles.find((file) => file.key === 'settings');
  if (!entry) throw new Error('settings fehlt in model/collections.ts');
  const { comments, open, longText } = fileView(root, entry.file);
  const fields = objectFields(entry.node, [], {
    hints: (path) => hintFor(comments, path),
    longText,
    templateValueAt: (path) => templateValueAt(open, path),
    optionLabels: labels,
  });
  return {
    name: 'einstellungen',
    label: editorText.settings.label,
    description: editorText.settings.description,
    editor: { preview: false },
    // Each section's path ends in "#section": the format cannot be read from it.
    format: 'yaml',
    files: comments.sections.map((section) => ({
      name: sectionName(section.title),
      label: section.title,
      file: sectionPath(entry.file, sectionName(section.title)),
      fields: section.keys
        .map((key) => fields.find((field) => field.name === key))
        .filter((field) => field !== undefined),
    })),
  };
}

/**
 * The settings' words in English (server/files/englishSettings.ts): the settings' fields that have
 * an English version (model/i18n/englishSettings.ts), in the schema's order, with the German file's
 * help texts; none required, as an empty one shows the German word.
 */
function englishSettingsEntry(root: string, labels: OptionLabels) {
  const entry = editableFiles.find((file) => file.key === 'settings');
  if (!entry) throw new Error('settings fehlt in model/collections.ts');
  const { comments, longText } = fileView(root, entry.file);
  const fields = objectFields(entry.node, [], {
    hints: (path) => hintFor(comments, path),
    longText,
    optionLabels: labels,
  });
  const translatable = (list: readonly EditorField[], path: readonly string[]): EditorField[] =>
    list.flatMap((field): EditorField[] => {
      const at = [...path, field.name];
      if (field.kind !== 'group') return isEnglishSettingsField(at.join('.')) ? [{ ...field, required: false }] : [];
      const children = translatable(field.fields, at);
      return children.length > 0 ? [{ ...field, required: false, fields: children }] : [];
    });
  return {
    name: 'einstellungen',
    label: englishText.settings,
    file: englishSettingsFile,
    fields: translatable(fields, []),
  };
}

/**
 * The page texts' entries: the German files, or (`english`) their English versions with the
 * English build's schemas (the about cards' fixed titles in English); help texts from the German files.
 */
function pageEntries(root: string, labels: OptionLabels, english = false) {
  const files = english ? englishEditableFiles : editableFiles.filter((file) => file.key !== 'settings');
  return files.map((entry) => {
    const { comments, longText } = fileView(root, dataFiles[entry.key].file);
    const options = { hints: (path: readonly string[]) => hintFor(comments, path), longText, optionLabels: labels };
    const page: { label: string; entries?: string } =
      editorText.pages.files[entry.key as keyof typeof editorText.pages.files];
    const fields =
      entry.node.type === 'array'
        ? [{ ...toField(listField, entry.node, true, [], options), label: page.entries ?? page.label }]
        : objectFields(entry.node, [], options);
    return { name: entry.key, label: page.label, file: entry.file, fields };
  });
}

function pagesCollection(root: string, labels: OptionLabels) {
  return {
    name: 'seiten',
    label: editorText.pages.label,
    description: editorText.pages.description,
    editor: { preview: false },
    files: pageEntries(root, labels),
  };
}

/** The three collections, the article pictures' folder, and the English page texts' and settings words' entries. */
export function editorFields(root: string) {
  // The German names of the choices, read once for all three collections.
  const labels = optionLabels(root);
  return {
    pictureFolder: articles.images,
    collections: [articleCollection(labels), settingsCollection(root, labels), pagesCollection(root, labels)],
    english: { pages: pageEntries(root, labels, true), settings: englishSettingsEntry(root, labels) },
  };
}

export type EditorFields = ReturnType<typeof editorFields>;
