/**
 * For the browser test (apps/web/e2e/import.spec.ts): in the database DATA_DIR names (a fresh
 * PGlite folder), creates Riverside (riverside.localhost), imports docs/import/oneroster as
 * `npm run import` does, with the outbox text sender, and prints the first-sign-in texts as JSON
 * ({ phone: text }). The test then starts a server on that folder and signs in with a code.
 */
import path from 'node:path';
import { REPO_ROOT } from '../src/config';
import { smsOutbox } from '../src/db/schema';
import { openPath } from '../src/features/import/files';
import { createInstitute } from '../src/features/import/institutes';
import { runImport } from '../src/features/import/service';
import { smsSenderFor } from '../src/features/import/sms';
import { findInstituteByHost } from '../src/lib/institutes';
import { runScript, withDatabase } from './import-common';

runScript(async () => {
  await withDatabase(async (database, config, now) => {
    await createInstitute(database.db, {
      host: 'riverside.localhost',
      name: 'Riverside High School',
      language: 'en',
      kind: 'school',
    });
    const institute = (await findInstituteByHost(database.db, 'riverside.localhost'))!;
    const report = await runImport(
      database.db,
      institute,
      await openPath(path.join(REPO_ROOT, 'docs/import/oneroster')),
      {
        dryRun: false,
        actor: 'cli',
        now: now(),
        sms: smsSenderFor({ ...config, smsSender: 'outbox' }, database),
      },
    );
    if (!report.ok) throw new Error(JSON.stringify(report.problems));
    const texts = await database.db.select().from(smsOutbox);
    console.log(JSON.stringify(Object.fromEntries(texts.map((t) => [t.phone, t.text]))));
  });
}, 'DATA_DIR=<fresh folder> npx tsx apps/server/scripts/import-e2e.ts');
