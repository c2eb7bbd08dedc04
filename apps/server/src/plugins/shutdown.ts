import net from 'node:net';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { App } from '../app';

/** Bounds on the two waits of a shutdown (they end much sooner unless the process is starved). */
const DRAIN_LIMIT_MS = 5000;
const READ_LIMIT_MS = 5000;

/**
 * Graceful shutdown (SIGTERM): every request that reached the server before the signal gets its
 * normal answer; connections made after it are refused (issue 28).
 *
 * 1. The listen queue is drained: connections the kernel completed before the close, their
 *    requests maybe fully sent, wait there until accepted, and closing the listener would reset
 *    them. Node accepts about one per turn of the event loop, so a busy server has many waiting.
 *    The queue is first in, first out: the server connects to itself and accepts until that
 *    connection comes out. Then the listener closes.
 * 2. Each connection accepted meanwhile is given the time to have its request read (a connection
 *    with nothing read yet counts as idle and would be closed), as are open keep-alive ones.
 * 3. Fastify closes the server (app.ts: return503OnClosing off, so a request read while closing
 *    is answered as usual): connections still idle close at once, busy ones once answered. Answers
 *    sent while closing ask the client to close the connection, so a keep-alive connection does
 *    not hold the shutdown until its timeout (72 s). The database closes only after all of them
 *    (onClose).
 */
export function registerShutdown(app: App): void {
  let closing = false;
  const withRequest = new WeakSet<object>();
  app.addHook('onRequest', async (request) => {
    withRequest.add(request.raw.socket);
  });
  app.addHook('preClose', async () => {
    closing = true;
    const server = app.server;
    if (!server.listening) return;
    const accepted = await acceptQueued(server);
    // The listener alone (http.Server's close would also close the idle connections now).
    net.Server.prototype.close.call(server);
    await untilRead(accepted, withRequest);
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('Connection', 'close');
  });
}

/** The address that reaches a listener from this machine. */
function loopbackFor(address: net.AddressInfo): string {
  if (address.address === '0.0.0.0') return '127.0.0.1';
  if (address.address === '::') return '::1';
  return address.address;
}

/** Accepts every connection waiting in the listen queue now; returns those accepted. */
async function acceptQueued(server: net.Server): Promise<net.Socket[]> {
  const accepted: net.Socket[] = [];
  const address = server.address();
  // The portal listens on TCP (HOST, PORT); a unix socket's connections carry no port to tell the marker by.
  if (!address || typeof address === 'string') return accepted;
  const marker = net.connect(address.port, loopbackFor(address));
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      server.off('connection', onConnection);
      resolve();
    };
    const onConnection = (socket: net.Socket) => {
      if (socket.remotePort !== marker.localPort || socket.remoteAddress !== marker.localAddress) {
        accepted.push(socket);
        return;
      }
      socket.destroy();
      done();
    };
    const timer = setTimeout(done, DRAIN_LIMIT_MS);
    server.on('connection', onConnection);
    marker.once('error', done);
  });
  marker.destroy();
  return accepted;
}

/**
 * Waits until each accepted connection has had a request read (or has closed), and two turns of
 * the event loop for the requests already sent on open keep-alive connections.
 */
async function untilRead(accepted: net.Socket[], withRequest: WeakSet<object>): Promise<void> {
  const deadline = Date.now() + READ_LIMIT_MS;
  await nextTurn();
  await nextTurn();
  while (Date.now() < deadline && accepted.some((socket) => !socket.destroyed && !withRequest.has(socket))) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
