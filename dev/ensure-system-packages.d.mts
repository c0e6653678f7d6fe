/** Types of `ensure-system-packages.mjs` for the unit tests and the TypeScript test support. */
export interface MissingProgram {
  /** The program or file that was not found. */
  what: string;
  /** The Debian package that brings it. */
  pkg: string;
}
export const javaPackage: string;
/** The test tiers that need system programs: tests/site and tests/tools. */
export type Tier = 'site' | 'tools';
export const tiers: Tier[];
export function missingPackages(
  env?: Record<string, string | undefined>,
  exists?: (file: string) => boolean,
  tier?: Tier,
): MissingProgram[];
export function missingMessage(missing: MissingProgram[]): string;
