/**
 * Prints a single sign-on link (valid 5 minutes, usable once):
 *
 *   npm run sso-link -- aarav@greenfield.test [--host localhost] [--redirect /timetable]
 *
 * The running server issues the token (POST /prod/ext/sso/token with the demo
 * SSO secret, or SSO_SECRET / --secret); when no server answers on the port,
 * the token goes straight into the database (PGlite or DATABASE_URL).
 */
import { DEMO_SSO_SECRET, loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { prepareDatabase } from '../src/db/migrate';
import {
  issueDirect,
  issueOverHttp,
  linkFor,
  parseLinkArgs,
  ServerNotRunning,
} from '../src/features/sso/link';

async function main(): Promise<void> {
  const request = parseLinkArgs(process.argv.slice(2), process.env, DEMO_SSO_SECRET);
  let token: string;
  try {
    token = await issueOverHttp(request);
  } catch (error) {
    if (!(error instanceof ServerNotRunning)) throw error;
    const config = loadConfig();
    console.error(`No server on port ${request.port}: writing the token into the database directly.`);
    const database = await openDatabase(config);
    try {
      await prepareDatabase(database, { ssoSecret: config.ssoSeedSecret });
      token = await issueDirect(database.db, request);
    } finally {
      await database.close();
    }
  }
  console.log(linkFor(request, token));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
