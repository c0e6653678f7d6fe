/** Types of `distDir.mjs`, for the TypeScript that reads the build folder. */
export function distDir(): string;
