// Browser tests use Debian's Chromium (test tools cannot download browsers here).
// Installs it with apt-get when missing and we are root; otherwise says how.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(CHROMIUM)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(`Chromium not found at ${CHROMIUM}. Install it: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`);
  process.exit(1);
}
console.log('Installing Debian chromium for the browser tests…');
execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
  stdio: 'inherit',
  shell: '/bin/bash',
});
if (!existsSync(CHROMIUM)) {
  console.error('chromium was installed but is not at ' + CHROMIUM);
  process.exit(1);
}
