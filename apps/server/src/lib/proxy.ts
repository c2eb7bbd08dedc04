import httpProxy from '@fastify/http-proxy';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * A small reverse proxy in front of several server nodes (issue 14: `npm run nodes`, the
 * multi-node test and the result-day bench). It sends each request to the next live node in
 * turn, keeps the client's Host (the institute is chosen by it), and tells the node who the
 * client is with X-Forwarded-For / -Proto / -Host; the nodes believe those headers from a
 * proxy on this machine (TRUST_PROXY, loopback by default). It is the edge: a client's own
 * X-Forwarded-For is replaced, never passed on, so no client can pick its address.
 *
 * Every node's /health is asked every `healthEveryMs`; a node that fails it, or refuses a
 * connection, is skipped until it answers again. A request that found its node gone before
 * sending anything (connection refused) and has no body is tried once more on the next node.
 * Production would put nginx or a load balancer here instead (README: Running several nodes).
 */

export interface ProxyOptions {
  /** The nodes' base addresses, e.g. http://127.0.0.1:8081. */
  nodes: string[];
  port?: number;
  host?: string;
  /** How often each node's /health is asked (default 1 s). */
  healthEveryMs?: number;
  /** How long a /health answer may take (default 5 s); two late or failed answers in a row mark the node down. */
  healthTimeoutMs?: number;
  logLevel?: string;
}

export interface NodeState {
  url: string;
  up: boolean;
  /** Requests sent to this node so far. */
  served: number;
}

export interface NodeProxy {
  url: string;
  port: number;
  nodes(): NodeState[];
  /** Asks every node's /health now. */
  checkHealth(): Promise<void>;
  close(): Promise<void>;
}

const HEALTH_TIMEOUT_MS = 5000;
const NO_NODE = {
  statusCode: 503,
  message: 'No server node is answering. Please try again shortly.',
  result: null,
};

function refusedConnection(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: string }).code === 'ECONNREFUSED') return true;
  }
  return false;
}

interface Routed {
  node: NodeState;
  dest: string;
  tried: Set<NodeState>;
}

export async function startProxy(options: ProxyOptions): Promise<NodeProxy> {
  if (options.nodes.length === 0) throw new Error('The proxy needs at least one node');
  const states: NodeState[] = options.nodes.map((url) => ({
    url: url.replace(/\/$/, ''),
    up: true,
    served: 0,
  }));
  let turn = 0;
  const routed = new WeakMap<FastifyRequest, Routed>();

  /**
   * The next live node not tried yet for this request (round-robin); when none is up, any node
   * not tried yet (a node too slow for its health check may still answer; a gone one refuses).
   */
  const pick = (tried: Set<NodeState>): NodeState | undefined => {
    for (const wantUp of [true, false]) {
      for (let i = 0; i < states.length; i++) {
        const node = states[(turn + i) % states.length]!;
        if (node.up === wantUp && !tried.has(node)) {
          turn = (turn + i + 1) % states.length;
          return node;
        }
      }
    }
    return undefined;
  };

  // A node is down after two failed checks in a row (one slow answer under load is not death),
  // or at once when it refuses a connection.
  const failures = new Map<NodeState, number>();
  const checking = new Set<NodeState>();
  const checkOne = async (node: NodeState) => {
    if (checking.has(node)) return;
    checking.add(node);
    let ok = false;
    try {
      const answer = await fetch(`${node.url}/health`, {
        signal: AbortSignal.timeout(options.healthTimeoutMs ?? HEALTH_TIMEOUT_MS),
      });
      await answer.arrayBuffer();
      ok = answer.ok;
    } catch (error) {
      if (refusedConnection(error)) failures.set(node, 1);
    } finally {
      checking.delete(node);
    }
    const failed = ok ? 0 : (failures.get(node) ?? 0) + 1;
    failures.set(node, failed);
    node.up = failed < 2;
  };
  const checkHealth = async () => {
    await Promise.all(states.map(checkOne));
  };

  const app = Fastify({
    logger: { level: options.logLevel ?? 'warn' },
    // The proxy's own view of the client: the socket's address, whatever the client claims.
    trustProxy: false,
    // Uploads pass through as streams; the nodes enforce their own limits.
    bodyLimit: 1024 * 1024 * 1024,
  });

  const hasBody = (request: FastifyRequest) =>
    request.headers['content-length'] !== undefined && request.headers['content-length'] !== '0'
      ? true
      : request.headers['transfer-encoding'] !== undefined;

  const sendTo = (request: FastifyRequest, reply: FastifyReply, node: NodeState, dest: string) => {
    node.served++;
    const state = routed.get(request)!;
    state.node = node;
    state.tried.add(node);
    return reply.from(dest, {
      getUpstream: () => node.url,
      // reply-from would retry a GET answered 503 by itself: a node's 503 goes to the client as it is.
      retryDelay: () => null,
      rewriteRequestHeaders: (original, headers) => ({
        ...headers,
        host: original.headers.host ?? headers.host,
        'x-forwarded-for': original.ip,
        'x-forwarded-proto': original.protocol,
        'x-forwarded-host': original.headers.host ?? '',
      }),
      onError: (_reply, { error }) => {
        if (refusedConnection(error)) {
          node.up = false;
          const next = pick(state.tried);
          // Nothing was sent to a node that refused: a request without a body goes to the next one.
          if (next && !hasBody(request)) {
            void sendTo(request, reply, next, state.dest);
            return;
          }
          if (!next) {
            if (!reply.sent) void reply.code(503).header('Retry-After', '2').send(NO_NODE);
            return;
          }
        }
        request.log.warn({ err: error, node: node.url }, 'node did not answer');
        if (!reply.sent) void reply.code(502).send({ statusCode: 502, message: 'Bad gateway', result: null });
      },
    });
  };

  await app.register(httpProxy, {
    upstream: '',
    // Keeps the client's Host; reply-from would put the node's there.
    replyOptions: { getUpstream: () => states[0]!.url },
    undici: { connections: 256, headersTimeout: 120_000, bodyTimeout: 120_000, keepAliveTimeout: 10_000 },
    handler: (request, reply, dest) => {
      const tried = new Set<NodeState>();
      const node = pick(tried);
      if (!node) return reply.code(503).header('Retry-After', '2').send(NO_NODE);
      routed.set(request, { node, dest, tried });
      return sendTo(request, reply, node, dest);
    },
  });

  await checkHealth();
  const timer = setInterval(() => void checkHealth(), options.healthEveryMs ?? 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 0);
  const shownHost =
    !options.host || options.host === '0.0.0.0' || options.host === '::' ? '127.0.0.1' : options.host;
  return {
    url: `http://${shownHost}:${port}`,
    port,
    nodes: () => states.map((node) => ({ ...node })),
    checkHealth,
    close: () => app.close(),
  };
}
