/**
 * Prints sign-in letters: one PDF, a page per account an import created that has no letter
 * yet, each with a new one-time code valid 7 days (an earlier code of that account stops working):
 *
 *   npm run import:letters -- <host> [--out letters.pdf] [--again]
 */
import fs from 'node:fs/promises';
import { accountsForLetters, SIGN_IN_CODE_LIFETIME_MS } from '../src/features/import/codes';
import { lettersPdf } from '../src/features/import/letters-pdf';
import { instituteByHost, runScript, userPath, withDatabase } from './import-common';

runScript(async () => {
  const args = process.argv.slice(2);
  const outIndex = args.indexOf('--out');
  const out = userPath(outIndex >= 0 ? args[outIndex + 1]! : 'sign-in-letters.pdf');
  await withDatabase(async (database, _config, now) => {
    const institute = await instituteByHost(database, args[0]);
    const moment = now();
    const accounts = await accountsForLetters(database.db, institute.id, moment, args.includes('--again'));
    const validUntil = new Date(moment.getTime() + SIGN_IN_CODE_LIFETIME_MS).toISOString().slice(0, 10);
    await fs.writeFile(out, await lettersPdf(institute, accounts, { host: args[0]!, validUntil }));
    console.log(
      `${accounts.length} letter(s) for ${institute.name} written to ${out} (codes valid until ${validUntil}).`,
    );
  });
}, 'npm run import:letters -- <host> [--out letters.pdf] [--again]');
