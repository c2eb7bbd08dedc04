import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { institutes } from './accounts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Keys an institute's own systems send (as a bearer token) to import its data.
 * Only sha256 of the key is kept: the key itself is shown once, when it is made.
 */
export const instituteApiKeys = pgTable(
  'institute_api_keys',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    instituteId: integer('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull(),
    createdAt: at('created_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    uniqueIndex('institute_api_keys_hash_key').on(t.keyHash),
    index('institute_api_keys_institute_idx').on(t.instituteId),
  ],
);

/**
 * What an import made of each record of the institute's files, by the files' own id
 * (OneRoster sourcedId): a second import updates the same rows instead of adding new ones.
 * kind: academicSession, course, class, user, enrollment, lineItem, result.
 */
export const importRecords = pgTable(
  'import_records',
  {
    instituteId: integer('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    sourcedId: text('sourced_id').notNull(),
    /** The portal row it became (users.id for users, batches.id for classes, ...); null: kept here only (teachers). */
    localId: integer('local_id'),
    /** The fields the import wrote, in a fixed order: equal fingerprints mean nothing changed. */
    fingerprint: text('fingerprint').notNull(),
    /** A teacher's name (for the timetable), a user's role. */
    label: text('label'),
    /** Set when a delta marked it tobedeleted or a bulk file left it out: withdrawn, its history kept. */
    removedAt: at('removed_at'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.instituteId, t.kind, t.sourcedId] }),
    index('import_records_local_idx').on(t.instituteId, t.kind, t.localId),
  ],
);

/** Accounts an import created that have not yet been handed a first-sign-in code on paper. */
export const importInvitations = pgTable(
  'import_invitations',
  {
    userId: integer('user_id').primaryKey(),
    instituteId: integer('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    /** When a text message with a code went out; null: none (no phone, or no gateway). */
    textedAt: at('texted_at'),
    /** When a letter with a code was printed. */
    letterAt: at('letter_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('import_invitations_institute_idx').on(t.instituteId, t.createdAt)],
);

/** The import log: who imported what, when, with what result (read by `npm run import:log`). */
export const importRuns = pgTable(
  'import_runs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    instituteId: integer('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    /** 'cli' or 'api key <id>'. */
    actor: text('actor').notNull(),
    source: text('source').notNull(),
    dryRun: boolean('dry_run').notNull(),
    ok: boolean('ok').notNull(),
    /** added / changed / removed / unchanged per kind. */
    counts: jsonb('counts').notNull(),
    /** The problems (file, line, column, message) of a refused import. */
    problems: jsonb('problems').notNull(),
    startedAt: at('started_at').notNull(),
    finishedAt: at('finished_at').notNull(),
  },
  (t) => [index('import_runs_institute_idx').on(t.instituteId, t.startedAt)],
);
