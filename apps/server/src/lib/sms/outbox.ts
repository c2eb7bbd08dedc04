import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { smsOutbox } from '../../db/schema';
import type { SmsSender } from './sender';

/**
 * Keeps every message in sms_outbox: the demo has no gateway, so this is how texts are read.
 * The log names the phone only: a text may carry a password, which no log may hold.
 */
export class OutboxSmsSender implements SmsSender {
  readonly available = true;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(phone: string, text: string): Promise<void> {
    await this.db.insert(smsOutbox).values({ phone, text });
    this.log.info({ sms: { phone } }, 'text message written to sms_outbox');
  }
}
