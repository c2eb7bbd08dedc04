/**
 * Where text messages go. The default writes them to the sms_outbox table and
 * the server log; a real gateway implements the same interface and is passed
 * to buildApp (option `sms`) or chosen by SMS_SENDER.
 */
export interface SmsSender {
  send(phone: string, text: string): Promise<void>;
}
