/**
 * Creates an institute to import into:
 *
 *   npm run institute:create -- --host myschool.example --name "My School" --language en --kind school
 *     [--time-zone Asia/Kolkata] [--calling-code +91]
 */
import { createInstitute, InstituteInputError, type NewInstitute } from '../src/features/import/institutes';
import { runScript, UsageError, withDatabase } from './import-common';

const USAGE =
  'npm run institute:create -- --host <host> --name <name> --language en|fr|hi|de --kind school|coaching [--time-zone <IANA zone>] [--calling-code +91]';

function options(args: string[]): Map<string, string> {
  const map = new Map<string, string>();
  for (let index = 0; index < args.length; index += 2) {
    const [flag, value] = [args[index]!, args[index + 1]];
    if (!flag.startsWith('--') || value === undefined)
      throw new UsageError(`Expected --option value pairs, got ${flag}.`);
    map.set(flag.slice(2), value);
  }
  return map;
}

runScript(async () => {
  const given = options(process.argv.slice(2));
  const missing = ['host', 'name', 'language', 'kind'].filter((name) => !given.has(name));
  if (missing.length > 0) throw new UsageError(`Missing --${missing.join(', --')}.`);
  await withDatabase(async (database) => {
    const id = await createInstitute(database.db, {
      host: given.get('host')!,
      name: given.get('name')!,
      language: given.get('language') as NewInstitute['language'],
      kind: given.get('kind') as NewInstitute['kind'],
      timeZone: given.get('time-zone'),
      countryCallingCode: given.get('calling-code'),
    }).catch((error: unknown) => {
      throw error instanceof InstituteInputError ? new UsageError(error.message) : error;
    });
    console.log(
      `Institute ${id} created for ${given.get('host')}. Next: npm run import -- ${given.get('host')} docs/import/oneroster`,
    );
  });
}, USAGE);
