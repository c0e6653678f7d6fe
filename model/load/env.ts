/**
 * Build-time overrides of the settings: environment variables that take the place of a value of
 * `content/settings/site.yaml` for one build (docs/build.md, "Configuration at build time"). They are put
 * into the file's values before the schema checks them, so an override is checked exactly like the
 * value it replaces, and a mistake names the variable (model/load/dataFile.ts).
 */

/** The environment as the build sees it: `process.env`, or Vite's `config.env` (with the .env files). */
export type BuildEnv = Readonly<Record<string, string | undefined>>;

const trimmedUrl = (value: string) => value.replace(/\/+$/, '');

/** Each variable, the field of the settings it replaces, and how its text becomes the value. */
export const settingsOverrides = {
  PUBLIC_ENV__SITE_URL: { path: ['url'], value: trimmedUrl },
  PUBLIC_ENV__FORM_ENDPOINT: { path: ['formEndpoint'], value: trimmedUrl },
  PUBLIC_ENV__ANALYTICS_PROVIDER: { path: ['analytics', 'provider'], value: (text: string) => text },
  PUBLIC_ENV__ANALYTICS_ENDPOINT: { path: ['analytics', 'endpoint'], value: (text: string) => text },
  PUBLIC_ENV__ANALYTICS_SITE_ID: { path: ['analytics', 'siteId'], value: (text: string) => text },
  // `self-hosted`, or the provider's name and seat.
  PUBLIC_ENV__ANALYTICS_OPERATOR: {
    path: ['analytics', 'operator'],
    value: (text: string) => (text === 'self-hosted' ? text : { provider: text }),
  },
  // A number where it is one, so that the schema's message speaks of the number; else the text, which it refuses.
  PUBLIC_ENV__ANALYTICS_RETENTION_MONTHS: {
    path: ['analytics', 'retentionMonths'],
    value: (text: string) => (/^\d+$/.test(text) ? Number(text) : text),
  },
} as const;

export type OverrideName = keyof typeof settingsOverrides;

/** The variable's trimmed value, or undefined when it is unset or empty. */
const read = (env: BuildEnv, name: string) => env[name]?.trim() || undefined;

type Values = Record<string, unknown>;
const isGroup = (value: unknown): value is Values =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The settings file's values with the overrides set in `env` put in, and which variable set which
 * field (dotted path). An analytics variable changes the file's analytics group, or starts one when
 * the file has none and `PUBLIC_ENV__ANALYTICS_PROVIDER` names a tool; `…_PROVIDER=none` switches
 * analytics off, whatever the file says.
 */
export function withOverrides(values: unknown, env: BuildEnv): { values: unknown; from: Map<string, OverrideName> } {
  const from = new Map<string, OverrideName>();
  if (!isGroup(values)) return { values, from };
  const next: Values = { ...values };
  const fileAnalytics = values.analytics;
  for (const name of Object.keys(settingsOverrides) as OverrideName[]) {
    const override = settingsOverrides[name];
    const text = read(env, name);
    if (text === undefined) continue;
    const [group, field] = override.path;
    if (field === undefined) next[group] = override.value(text);
    else next[group] = { ...(isGroup(next[group]) ? next[group] : {}), [field]: override.value(text) };
    from.set(override.path.join('.'), name);
  }
  const provider = read(env, 'PUBLIC_ENV__ANALYTICS_PROVIDER');
  if (provider === 'none') {
    next.analytics = null;
    for (const path of [...from.keys()]) if (path.startsWith('analytics.')) from.delete(path);
    from.set('analytics', 'PUBLIC_ENV__ANALYTICS_PROVIDER');
  } else if (provider === undefined && !isGroup(fileAnalytics)) {
    // No tool named anywhere: the variables of one have nothing to configure.
    next.analytics = fileAnalytics;
    for (const path of [...from.keys()]) if (path.startsWith('analytics.')) from.delete(path);
  }
  return { values: next, from };
}
