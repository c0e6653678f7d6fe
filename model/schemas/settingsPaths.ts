import type { Settings } from './settings.ts';

/** The dotted paths into a value of type `T`: a group's fields and, below them, their fields. */
type PathsOf<T> = T extends readonly unknown[]
  ? never
  : T extends object
    ? { [K in keyof T & string]: K | `${K}.${PathsOf<NonNullable<T[K]>>}` }[keyof T & string]
    : never;

/**
 * Every field of the settings file by its dotted path (`legal.emailProvider.contract`), for tables
 * keyed by field: a key that names no field is a type error, not a silently unused entry.
 */
export type SettingsPath = PathsOf<Settings>;
