import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { HttpSmsSender } from '../../lib/sms/http';
import { OutboxSmsSender } from '../../lib/sms/outbox';
import { UnavailableSmsSender, type SmsSender } from '../../lib/sms/sender';

/** The configured text-message sender, as the server builds it (app.ts), for the import script. */
export function smsSenderFor(config: Config, database: Database): SmsSender {
  switch (config.smsSender) {
    case 'outbox': {
      const quiet = { info: () => undefined } as unknown as FastifyBaseLogger;
      return new OutboxSmsSender(database.db, quiet);
    }
    case 'http':
      return new HttpSmsSender(config.smsGateway!);
    case 'none':
      return new UnavailableSmsSender();
  }
}
