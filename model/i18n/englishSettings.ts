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
