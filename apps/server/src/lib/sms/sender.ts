/**
 * Where text messages go. `outbox` (the demo) writes them to the sms_outbox table; `http`
 * posts them to a configured gateway (lib/sms/http.ts); `none` is a production server
 * without a gateway, which sends nothing. Passed to buildApp (option `sms`) or chosen by
 * SMS_SENDER and SMS_GATEWAY_URL (config.ts, docs/operations.md).
 */
export interface SmsSender {
  /** False when no message can leave (production without a gateway): callers change nothing. */
  readonly available: boolean;
  /** Resolves once the gateway accepted the message; rejects (SmsRefusedError) when it did not. */
  send(phone: string, text: string): Promise<void>;
}

/** The gateway refused the message, did not answer in time, or could not be reached. */
export class SmsRefusedError extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`The text message was not accepted: ${reason}`, options);
    this.name = 'SmsRefusedError';
  }
}

/** A production server without a configured gateway: nothing can be sent. */
export class UnavailableSmsSender implements SmsSender {
  readonly available = false;

  send(): Promise<void> {
    return Promise.reject(new SmsRefusedError('no text-message gateway is configured'));
  }
}
