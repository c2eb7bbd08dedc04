import type { App } from '../app';

/**
 * Graceful shutdown (SIGTERM): Fastify stops listening and lets requests in flight finish,
 * and the database closes only after them (onClose). A keep-alive connection that was busy
 * when the close began would then sit idle until its keep-alive timeout (72 s) and hold the
 * shutdown; answers sent while closing therefore ask the client to close the connection.
 */
export function registerShutdown(app: App): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('Connection', 'close');
  });
}
