/**
 * The fields of content/settings/site.yaml that have words, and so an English version in
 * content/en/settings/site.yaml. Everything else (name, address, numbers, links, the official German
 * designations of the legal notice) is language-neutral and written once, in the German file. `*`
 * stands for any one key (each messaging service).
 */
export const englishSettingsFields = [
  'tagline',
  'person.jobTitle',
  'person.bio',
  'whatsapp.greeting',
  'whatsapp.followUp',
  'description',
  'defaultImageAlt',
  'legal.hostingTransferBasis',
  'legal.emailProvider.transferBasis',
  'legal.formServiceTransferBasis',
  'legal.messagingServices.*.transferBasis',
] as const;

/** Whether a dotted settings path (`legal.messagingServices.whatsapp.transferBasis`) may be translated. */
export function isEnglishSettingsField(path: string): boolean {
  const parts = path.split('.');
  return englishSettingsFields.some((field) => {
    const pattern = field.split('.');
    return pattern.length === parts.length && pattern.every((part, index) => part === '*' || part === parts[index]);
  });
}

/** A value of a settings object by its keys (`[['person', 'bio'], '…']`). */
export type SettingsWord = [string[], unknown];

const isGroup = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every value of a settings object by its keys, in the object's order (a list is one value). */
export function settingsLeaves(value: unknown, prefix: string[] = []): SettingsWord[] {
  if (!isGroup(value)) return prefix.length > 0 ? [[prefix, value]] : [];
  return Object.entries(value).flatMap(([key, child]) => settingsLeaves(child, [...prefix, key]));
}

/** The values of a settings object that have an English version: the German words an English file translates. */
export const translatableWords = (values: unknown): SettingsWord[] =>
  settingsLeaves(values).filter(([keys]) => isEnglishSettingsField(keys.join('.')));

/** The words back as a settings object: `[['person', 'bio'], 'x']` → `{ person: { bio: 'x' } }`. */
export function nestedWords(words: readonly SettingsWord[]): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [keys, value] of words) {
    let target = result;
    keys.slice(0, -1).forEach((key) => {
      if (!isGroup(target[key])) target[key] = {};
      target = target[key] as Record<string, unknown>;
    });
    const last = keys.at(-1);
    if (last !== undefined) target[last] = value;
  }
  return result;
}
