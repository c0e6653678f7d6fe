// The one place that knows where the build writes: read by vite.config.ts, the precompression, the
// launch check, the deploy, the host check, the preview, the audit, the benchmark and the tests.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project's folder (this file is integrations/distDir.mjs). */
const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The build's folder, absolute: `dist`, or `DIST_DIR` (relative to the project or absolute), which
 * lets parallel builds, e.g. of two work trees, write to separate folders. The site is its `client/`.
 */
export const distDir = () => path.resolve(projectRoot, process.env.DIST_DIR ?? 'dist');
