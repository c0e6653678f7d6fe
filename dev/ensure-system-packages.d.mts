/** Types of `ensure-system-packages.mjs` for the unit tests and the TypeScript test support. */
export interface MissingProgram {
  /** The program or file that was not found. */
  what: string;
  /** The Debian package that brings it. */
  pkg: string;
}
export const javaPackage: string;
export function missingPackages(env?: Record<string, string | undefined>, exists?: (file: string) => boolean): MissingProgram[];
export function missingMessage(missing: MissingProgram[]): string;
