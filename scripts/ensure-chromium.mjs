// Makes sure Debian's Chromium is there for the browser tests; installs it when running as root.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  if (process.getuid?.() === 0) {
    console.log(`${chromium} not found: installing Debian's chromium …`);
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
  } else {
    console.error(
      `Chromium not found at ${chromium}. Install it with \`sudo apt-get install -y chromium\`, ` +
        'or point CHROMIUM_PATH at a Chromium or Chrome binary, then run the tests again.',
    );
    process.exit(1);
  }
}
