/**
 * Makes an import key for the admin call (POST /api/v1/institutes/{id}/imports, bearer token):
 *
 *   npm run institute:key -- <host>
 *
 * The key is printed once; only its hash is stored.
 */
import { createApiKey } from '../src/features/import/institutes';
import { instituteByHost, runScript, withDatabase } from './import-common';

runScript(async () => {
  await withDatabase(async (database, _config, now) => {
    const institute = await instituteByHost(database, process.argv[2]);
    const { id, key } = await createApiKey(database.db, institute.id, now());
    console.log(`Import key ${id} for ${institute.name} (institute ${institute.id}); it is shown only now:`);
    console.log(key);
    console.log(
      `curl -X POST -H "Authorization: Bearer ${key}" -H "Content-Type: application/zip" --data-binary @roster.zip http://<host>/api/v1/institutes/${institute.id}/imports?dry_run=true`,
    );
  });
}, 'npm run institute:key -- <host>');
