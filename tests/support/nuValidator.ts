import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { javaPackage } from '#dev/ensure-system-packages.mjs';

export interface NuMessage {
  url: string;
  message: string;
  lastLine?: number;
}

const jar = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar');

/**
 * One short run: the quick compiler only and one garbage collector thread cost less CPU than the
 * JVM's defaults, which are made for long-running servers; a deeper stack, as vnu's own README
 * advises, for deeply nested markup.
 */
const jvmOptions = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xss4m'];

/**
 * The W3C Nu validator's errors for the given HTML files. It runs on Java: without `java` the
 * failure would otherwise surface as unparsable output, so that case gets its own message.
 */
export function nuValidate(files: string[], env: NodeJS.ProcessEnv = process.env): NuMessage[] {
  let output = '';
  try {
    execFileSync('java', [...jvmOptions, '-jar', jar, '--errors-only', '--format', 'json', ...files], {
      encoding: 'utf8',
      stdio: 'pipe',
      env,
    });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT') {
      throw new Error(
        `The W3C Nu validator (vnu-jar) needs Java, and there is no \`java\` on PATH. ` +
          `Install a headless Java runtime, on Debian \`sudo apt-get install -y ${javaPackage}\`, then run the tests again.`,
      );
    }
    output = failure.stderr ?? String(error);
  }
  if (!output) return [];
  try {
    return (JSON.parse(output) as { messages: NuMessage[] }).messages;
  } catch {
    throw new Error(`The W3C Nu validator did not answer with JSON:\n${output}`);
  }
}
