// The tests use two Debian packages: Chromium for the browser tests (test tools cannot
// download browsers here) and poppler-utils (pdftotext, pdftoppm) to read generated PDFs
// back. Installs the missing ones with apt-get when we are root; otherwise says how.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const NEEDED = [
  { pkg: 'chromium', path: CHROMIUM },
  { pkg: 'poppler-utils', path: '/usr/bin/pdftotext' },
];
const missing = NEEDED.filter((n) => !existsSync(n.path));
if (missing.length === 0) process.exit(0);

const names = missing.map((n) => n.pkg).join(' ');
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `Missing ${missing.map((n) => n.path).join(', ')}. Install: sudo apt-get install -y ${names}`,
  );
  process.exit(1);
}
console.log(`Installing Debian ${names} for the tests…`);
execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${names}`, {
  stdio: 'inherit',
  shell: '/bin/bash',
});
const still = missing.filter((n) => !existsSync(n.path));
if (still.length > 0) {
  console.error(`installed ${names} but ${still.map((n) => n.path).join(', ')} is still missing`);
  process.exit(1);
}
