// Makes sure the system programs the browser tests need are there: Debian's Chromium, and nginx
// and Apache httpd for the static-host tests. Installs what is missing when running as root.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const needed = [
  { path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', pkg: 'chromium' },
  { path: '/usr/sbin/nginx', pkg: 'nginx' },
  { path: '/usr/sbin/apache2', pkg: 'apache2' },
];
const missing = needed.filter((entry) => !existsSync(entry.path));

if (missing.length > 0) {
  const packages = missing.map((entry) => entry.pkg).join(' ');
  if (process.getuid?.() === 0) {
    console.log(`Installing Debian packages for the browser tests: ${packages} …`);
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, { stdio: 'inherit' });
  } else {
    console.error(
      `Missing for the browser tests: ${missing.map((entry) => entry.path).join(', ')}.\n` +
        `Install them with \`sudo apt-get install -y ${packages}\` (or point CHROMIUM_PATH at a Chromium binary), then run the tests again.`,
    );
    process.exit(1);
  }
}
