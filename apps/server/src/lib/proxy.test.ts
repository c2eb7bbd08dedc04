import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, until } from '../test/nodes/http';
import { startProxy, type NodeProxy } from './proxy';

/* The proxy in front of several nodes (npm run nodes), against two small stand-in nodes. */

interface Seen {
  node: string;
  host: string | undefined;
  forwardedFor: string | undefined;
  forwardedProto: string | undefined;
  ip: string;
  body: unknown;
}

async function standInNode(name: string): Promise<{ app: FastifyInstance; url: string }> {
  // trustProxy as the real nodes have it by default: a proxy on this machine.
  const app = Fastify({ trustProxy: 'loopback' });
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  app.get('/health', async () => ({ ok: true }));
  app.all('/echo', async (request): Promise<Seen> => ({
    node: name,
    host: request.headers.host,
    forwardedFor: request.headers['x-forwarded-for'] as string | undefined,
    forwardedProto: request.headers['x-forwarded-proto'] as string | undefined,
    ip: request.ip,
    body: Buffer.isBuffer(request.body) ? request.body.toString('base64') : request.body,
  }));
  app.get('/busy', async (_request, reply) =>
    reply.code(503).header('retry-after', '2').send({ busy: name }),
  );
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url };
}

let nodes: Array<{ app: FastifyInstance; url: string }>;
let proxy: NodeProxy;
beforeAll(async () => {
  nodes = [await standInNode('a'), await standInNode('b')];
  proxy = await startProxy({ nodes: nodes.map((node) => node.url), healthEveryMs: 200, logLevel: 'error' });
});
afterAll(async () => {
  await proxy?.close();
  await Promise.all(nodes.map((node) => node.app.close()));
});

const echo = async (options: Parameters<typeof send>[2] = {}) => {
  const answer = await send(proxy.url, '/echo', options);
  expect(answer.status).toBe(200);
  return answer.json<Seen>();
};

describe('the proxy in front of several nodes', () => {
  it('sends requests to the nodes in turn', async () => {
    const seen = [];
    for (let i = 0; i < 6; i++) seen.push((await echo()).node);
    expect(seen.filter((node) => node === 'a')).toHaveLength(3);
    expect(seen.filter((node) => node === 'b')).toHaveLength(3);
    expect(seen[0]).not.toBe(seen[1]);
  });

  it("keeps the client's Host and tells the node the client's address, never one the client claims", async () => {
    const seen = await echo({
      from: '127.0.0.2',
      headers: { host: 'apex.localhost:8080', 'x-forwarded-for': '203.0.113.9' },
    });
    expect(seen.host).toBe('apex.localhost:8080');
    expect(seen.forwardedFor).toBe('127.0.0.2');
    expect(seen.forwardedProto).toBe('http');
    // The node trusts its loopback proxy, so the client's address is what it sees.
    expect(seen.ip).toBe('127.0.0.2');
    expect((await echo({ from: '127.0.0.3' })).ip).toBe('127.0.0.3');
  });

  it('passes JSON and binary bodies through', async () => {
    expect((await echo({ body: { a: 1, text: 'हिन्दी' } })).body).toEqual({ a: 1, text: 'हिन्दी' });
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 7) % 256));
    const seen = await echo({ body: bytes, headers: { 'content-type': 'application/octet-stream' } });
    expect(seen.body).toBe(bytes.toString('base64'));
  });

  it("hands a node's 503 and Retry-After to the client as they are", async () => {
    const answer = await send(proxy.url, '/busy');
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe('2');
  });

  it('marks a node down after two late health answers in a row, not after one', async () => {
    let slow = false;
    // Closes at once even with the checks the proxy gave up on still open.
    const node = Fastify({ forceCloseConnections: true });
    node.get('/health', async () => {
      if (slow) await new Promise((resolve) => setTimeout(resolve, 400));
      return { ok: true };
    });
    const url = await node.listen({ port: 0, host: '127.0.0.1' });
    // Checks every 10 minutes: only checkHealth() asks.
    const watcher = await startProxy({
      nodes: [url],
      healthEveryMs: 600_000,
      healthTimeoutMs: 150,
      logLevel: 'error',
    });
    try {
      expect(watcher.nodes()[0]!.up).toBe(true);
      slow = true;
      await watcher.checkHealth();
      expect(watcher.nodes()[0]!.up).toBe(true);
      await watcher.checkHealth();
      expect(watcher.nodes()[0]!.up).toBe(false);
      slow = false;
      await watcher.checkHealth();
      expect(watcher.nodes()[0]!.up).toBe(true);
    } finally {
      await watcher.close();
      await node.close();
    }
  });

  it('skips a node that is gone, and answers 503 when none is left', async () => {
    await nodes[1]!.app.close();
    // Right away (before any health check noticed): a request without a body goes to the other node.
    for (let i = 0; i < 4; i++) expect((await echo()).node).toBe('a');
    await until(() => proxy.nodes()[1]!.up === false, 10_000, 'node b marked down');
    expect(proxy.nodes()[0]!.up).toBe(true);
    for (let i = 0; i < 4; i++) expect((await echo({ body: { i } })).node).toBe('a');

    await nodes[0]!.app.close();
    await until(() => proxy.nodes()[0]!.up === false, 10_000, 'node a marked down');
    const none = await send(proxy.url, '/echo');
    expect(none.status).toBe(503);
    expect(none.headers['retry-after']).toBe('2');
  });
});
