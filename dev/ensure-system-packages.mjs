// Makes sure the system programs a test tier needs are there (`node dev/ensure-system-packages.mjs site`):
// both tiers need Debian's Chromium and its headless shell (the browser tests run in the shell: the
// same engine without the full browser's extra processes, about a third less CPU); the site tier
// (tests/site) needs Java for the W3C Nu validator (vnu-jar runs `java`), pdftotext
// (poppler-utils) to read back the pages the print test prints to PDF, and Android's fonts Roboto
// and Noto Serif for the test of the fallback faces (tests/site/fallbackFaces.spec.ts), and Firefox ESR
// for the Firefox tests (tests/site/firefox.spec.ts); the tools
// tier (tests/tools) needs nginx and Apache httpd for the host-kit tests, and OpenSSH's sshd and
// pure-ftpd as the SFTP and FTPS servers the deploy test uploads to (and openssl for the FTPS user's password hash). Without a tier: all of them. Installs what is missing
// when running as root; otherwise says what to install.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { browserPaths } from './browserPaths.mjs';

/** The Debian package with a headless Java runtime, for the Nu validator. */
export const javaPackage = 'default-jre-headless';

/** Whether `command` is a file in one of the PATH folders. */
function onPath(command, env, exists) {
  return (env.PATH ?? '').split(path.delimiter).some((dir) => dir !== '' && exists(path.join(dir, command)));
}

/** The test tiers that need system programs. */
export const tiers = ['site', 'tools'];

/** The programs that are missing for a tier (`undefined`: every tier), each with the Debian package that brings it. */
export function missingPackages(env = process.env, exists = existsSync, tier = undefined) {
  const browsers = browserPaths(env);
  const needed = [
    { what: browsers.chromium, pkg: 'chromium', tiers, found: (e) => exists(e.what) },
    {
      what: browsers.testChromium,
      pkg: 'chromium-headless-shell',
      tiers,
      found: (e) => exists(e.what),
    },
    { what: '/usr/sbin/nginx', pkg: 'nginx', tiers: ['tools'], found: (e) => exists(e.what) },
    { what: '/usr/sbin/apache2', pkg: 'apache2', tiers: ['tools'], found: (e) => exists(e.what) },
    {
      what: 'java (for the W3C Nu validator)',
      pkg: javaPackage,
      tiers: ['site'],
      found: () => onPath('java', env, exists),
    },
    {
      what: 'pdftotext (for the print test)',
      pkg: 'poppler-utils',
      tiers: ['site'],
      found: () => onPath('pdftotext', env, exists),
    },
    {
      what: "Roboto (Android's sans-serif, for the fallback faces' test)",
      pkg: 'fonts-roboto-unhinted',
      tiers: ['site'],
      found: () => exists('/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf'),
    },
    {
      what: "Noto Serif (Android's serif, for the fallback faces' test)",
      pkg: 'fonts-noto-core',
      tiers: ['site'],
      found: () => exists('/usr/share/fonts/truetype/noto/NotoSerif-Bold.ttf'),
    },
    {
      what: "Firefox ESR (for the site's Firefox tests)",
      pkg: 'firefox-esr',
      tiers: ['site'],
      found: () => exists(browsers.firefox),
    },
    {
      what: '/usr/sbin/sshd (SFTP server for the deploy test)',
      pkg: 'openssh-server',
      tiers: ['tools'],
      found: () => exists('/usr/sbin/sshd'),
    },
    {
      what: '/usr/sbin/pure-ftpd (FTPS server for the deploy test)',
      pkg: 'pure-ftpd',
      tiers: ['tools'],
      found: () => exists('/usr/sbin/pure-ftpd'),
    },
    {
      what: '/usr/bin/openssl (the FTPS test user’s password hash)',
      pkg: 'openssl',
      tiers: ['tools'],
      found: () => exists('/usr/bin/openssl'),
    },
  ];
  return needed
    .filter((entry) => (tier === undefined || entry.tiers.includes(tier)) && !entry.found(entry))
    .map(({ what, pkg }) => ({ what, pkg }));
}

/** What to tell someone who cannot install packages. */
export function missingMessage(missing) {
  const packages = missing.map((entry) => entry.pkg).join(' ');
  return (
    `Missing for the tests: ${missing.map((entry) => entry.what).join(', ')}.\n` +
    `Install them with \`sudo apt-get install -y ${packages}\` (or point CHROMIUM_PATH at a Chromium binary), then run the tests again.`
  );
}

function main(tier) {
  if (tier !== undefined && !tiers.includes(tier)) {
    console.error(`Unknown test tier "${tier}": one of ${tiers.join(', ')}, or none for all.`);
    process.exit(1);
  }
  const missing = missingPackages(process.env, existsSync, tier);
  if (missing.length === 0) return;
  const packages = missing.map((entry) => entry.pkg).join(' ');
  if (process.getuid?.() === 0) {
    console.log(`Installing Debian packages for the tests: ${packages} …`);
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, {
      stdio: 'inherit',
    });
  } else {
    console.error(missingMessage(missing));
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main(process.argv[2]);
