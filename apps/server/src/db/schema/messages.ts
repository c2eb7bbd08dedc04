import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { institutes } from './accounts';

/**
 * Text messages (alerts) an institute sent to a phone. Not the forgot-password
 * texts: those live in sms_outbox.
 */
export const alertMessages = pgTable(
  'alert_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    instituteId: integer('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    /** The phone as users.phone holds it (national number, digits only). */
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('alert_messages_phone_time_idx').on(t.instituteId, t.phone, t.createdAt.desc(), t.id.desc())],
);
