import { SmsRefusedError, type SmsSender } from './sender';

/** How {{to}} and {{text}} are escaped in the body: inside a JSON string, or as a form value. */
export const SMS_BODY_ESCAPES = ['json', 'form'] as const;
export type SmsBodyEscape = (typeof SMS_BODY_ESCAPES)[number];

/** A text-message gateway reached over HTTP (SMS_GATEWAY_* settings, docs/operations.md). */
export interface SmsGatewayConfig {
  /** May hold {{to}} and {{text}} too (a gateway taking GET parameters); they are URL-encoded there. */
  url: string;
  method: string;
  headers: Record<string, string>;
  /** The request body with {{to}} and {{text}} placeholders; empty: no body (a GET). */
  body: string;
  escape: SmsBodyEscape;
  timeoutMs: number;
}

export const SMS_GATEWAY_DEFAULTS = {
  method: 'POST',
  body: '{"to":"{{to}}","text":"{{text}}"}',
  escape: 'json',
  timeoutMs: 10_000,
} as const;

const ESCAPE: Record<SmsBodyEscape, (value: string) => string> = {
  json: (value) => JSON.stringify(value).slice(1, -1),
  form: (value) => new URLSearchParams({ v: value }).toString().slice(2),
};
const CONTENT_TYPE: Record<SmsBodyEscape, string> = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
};

function fill(template: string, values: { to: string; text: string }, escape: (value: string) => string) {
  return template.replace(/\{\{(to|text)\}\}/g, (_, name: 'to' | 'text') => escape(values[name]));
}

/**
 * Sends each message as one HTTP request built from the templates. Accepted means a 2xx answer
 * within the timeout; anything else rejects with SmsRefusedError, whose message names the status
 * or the failure but never the text (it may carry a password, and errors are logged).
 */
export class HttpSmsSender implements SmsSender {
  readonly available = true;

  constructor(private readonly gateway: SmsGatewayConfig) {}

  async send(phone: string, text: string): Promise<void> {
    const { url, method, headers, body, escape, timeoutMs } = this.gateway;
    const values = { to: phone, text };
    const hasBody = body !== '' && method !== 'GET' && method !== 'HEAD';
    const hasContentType = Object.keys(headers).some((name) => name.toLowerCase() === 'content-type');
    let response: Response;
    try {
      response = await fetch(fill(url, values, encodeURIComponent), {
        method,
        headers: hasBody && !hasContentType ? { ...headers, 'content-type': CONTENT_TYPE[escape] } : headers,
        body: hasBody ? fill(body, values, ESCAPE[escape]) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new SmsRefusedError(
        timedOut ? `no answer within ${timeoutMs} ms` : 'the gateway could not be reached',
        {
          cause: timedOut ? undefined : error,
        },
      );
    }
    // Read the answer so the connection can be reused; its content is not needed.
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) throw new SmsRefusedError(`the gateway answered ${response.status}`);
  }
}
