import { editorText } from '#tools/text/editor.ts';
import { launchText } from '#tools/text/launch.ts';
import type { FieldItem, LaunchItem, TranslationItem } from './launchItem.ts';

/**
 * The editor's rendering of the launch check (page „Website veröffentlichen“): each item in the
 * owner's words, as the editor shows the field – the section, the field's German labels, „Ja“ and
 * „Nein“ – and never a key, a file name, a command or YAML.
 */
export interface OwnerItem {
  /** Where the owner finds it: `Einstellungen › Kontakt`, `Seitentexte › Startseite`, `Ihr Porträt`. */
  place: string;
  /** What was found and what to do, beginning with the field's label where there is one. */
  text: string;
}

/** The editor's page of a data file other than the settings, by its file. */
export type PageOf = (file: string) => string | undefined;

function fieldText({ labels, found, todo }: FieldItem): string {
  // A group named like its one field („Berufsbezeichnung › Berufsbezeichnung“) is named once.
  const names = labels.filter((label, index) => label !== labels[index - 1]);
  const field = names.length > 0 ? `${names.join(' › ')}: ` : '';
  const words = launchText.found;
  switch (found.kind) {
    case 'mistake':
      return `${field}${found.text}`;
    case 'no':
      return `${field}${words.no} – ${todo}. ${launchText.how.no}`;
    case 'notPublic':
      return `${field}${words.notPublic(found.value)} – ${todo}. ${launchText.how.notPublic}`;
    case 'masculine':
      return `${field}${words.masculine(found.words, found.title)} – ${todo}. ${launchText.how.masculine}`;
    case 'unconfirmed':
      return `${field}${words.unconfirmed} – ${todo}. ${launchText.how.unconfirmed}`;
    case 'englishNotBuilt': {
      const labels = found.missing.map(
        (key) => editorText.pages.files[key as keyof typeof editorText.pages.files].label,
      );
      return `${field}${launchText.english.notBuilt(labels.join(', '))} – ${todo}.`;
    }
    default: {
      const what = found.kind === 'templateValue' ? words.templateValue(found.value) : words[found.kind];
      return `${field}${what} – ${todo}. ${launchText.how.templateValue}`;
    }
  }
}

function placeOf(item: FieldItem, pageOf: PageOf): string {
  // A field of an English file is shown on its German file's page, in its English version.
  const english = item.german ? launchText.english.inEnglish : '';
  if (item.section) return `${editorText.settings.label} › ${item.section}${english}`;
  return `${pageOf(item.german ?? item.file) ?? editorText.settings.label}${english}`;
}

/** A page text or article not translated yet, or translated from an older German text. */
function translationItem(item: TranslationItem, pageOf: PageOf): OwnerItem {
  const words = launchText.english;
  const place = item.of === 'article' ? words.article(item.title ?? item.id) : (pageOf(item.file) ?? item.file);
  const what = item.status === 'veraltet' ? words.outdated : words.missing[item.of];
  return { place, text: `${words.status(item.status)} – ${what}` };
}

/** One item as the editor's publish page shows it. */
export function ownerItem(item: LaunchItem, pageOf: PageOf): OwnerItem {
  switch (item.kind) {
    case 'field':
      return { place: placeOf(item, pageOf), text: fieldText(item) };
    case 'picture': {
      const picture = launchText.pictures[item.picture];
      return {
        place: picture.name,
        text: `${launchText.pictures.found} – ${picture.todo}. ${launchText.pictures.inEditor}`,
      };
    }
    case 'stray':
      return { place: launchText.stray.place, text: launchText.stray.text(item.name) };
    case 'unreadable':
      return {
        place: pageOf(item.file) ?? editorText.settings.label,
        text: `${launchText.unreadable} ${item.text}`,
      };
    case 'translation':
      return translationItem(item, pageOf);
  }
}
