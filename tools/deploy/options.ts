/** The flags of `npm run deploy -- …`. */
export interface Options {
  build: boolean;
  dryRun: boolean;
  allowFtp: boolean;
  /** Trust a server whose key is not stored yet, this once, without asking (and store its key). */
  yes: boolean;
}

const flags: Record<string, keyof Options> = {
  '--no-build': 'build',
  '--dry-run': 'dryRun',
  '--allow-ftp': 'allowFtp',
  '--yes': 'yes',
};

export const defaultOptions: Options = { build: true, dryRun: false, allowFtp: false, yes: false };

/** The options, or a German line about an unknown one. */
export function parseOptions(args: readonly string[]): Options | string {
  const options: Options = { ...defaultOptions };
  for (const arg of args) {
    const key = flags[arg];
    if (!key)
      return `Unbekannte Angabe „${arg}“ – erlaubt: ${Object.keys(flags).join(', ')} (z. B. npm run deploy -- --dry-run)`;
    options[key] = key !== 'build';
  }
  return options;
}
