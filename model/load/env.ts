/**
 * A build-time setting: Vite inlines `PUBLIC_ENV__*` variables into the bundle; tools that run
 * outside Vite (vite.config.ts, the browser tests, build scripts) read the same variable from the
 * environment. Returns the trimmed value, or undefined when the variable is unset or empty.
 */
export function readEnv(read: () => string | undefined, name: string): string | undefined {
  let value: string | undefined;
  try {
    value = read();
  } catch {
    // Outside Vite there is no import.meta.env.
  }
  const raw = (value ?? (typeof process === 'undefined' ? undefined : process.env[name]))?.trim();
  return raw ? raw : undefined;
}
