import type { App } from '../../app';

/** Messages: text messages (alerts) sent to the caller's phone. */
export async function messagesRoutes(_app: App): Promise<void> {
  // Filled in by the messages work.
}
