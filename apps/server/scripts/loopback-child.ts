/**
 * A server program of this machine (PgBouncer, nginx) run as a child process on a loopback port,
 * with a temporary folder of its own: started, waited for until the port answers, and stopped with
 * its folder removed. pgbouncer.ts and nginx.ts write their configuration and call this.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
export { freePort as freeLoopbackPort } from '../src/test/processes';

/** Resolves once `port` accepts a connection; rejects if `child` (named `name`) exits first or `ms` pass. */
function readyWithin(
  name: string,
  port: number,
  child: ChildProcess,
  ms: number,
  printed: () => string,
): Promise<void> {
  const deadline = Date.now() + ms;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null || child.signalCode !== null) {
        reject(new Error(`${name} exited before listening:\n${printed()}`));
        return;
      }
      const socket = net.connect({ host: '127.0.0.1', port });
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`${name} did not listen within ${ms} ms:\n${printed()}`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

export interface LoopbackChild {
  child: ChildProcess;
  /** What it printed (stdout and stderr). */
  output(): string;
  /** Sends `stopSignal`, then SIGKILL after 10 s, and removes the folder. */
  stop(): Promise<void>;
}

/**
 * Runs `binary args` and resolves once it listens on `port` (10 s at most); on failure it is
 * killed and `dir` removed before the error is thrown.
 */
export async function startLoopbackChild(options: {
  name: string;
  binary: string;
  args: string[];
  port: number;
  /** The child's temporary folder, removed when it stops. */
  dir: string;
  stopSignal: NodeJS.Signals;
}): Promise<LoopbackChild> {
  const { name, port, dir } = options;
  const child = spawn(options.binary, options.args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const removeDir = () => fs.rm(dir, { recursive: true, force: true }).catch(() => undefined);
  try {
    await readyWithin(name, port, child, 10_000, () => printed);
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    await removeDir();
    throw error;
  }
  return {
    child,
    output: () => printed,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill(options.stopSignal);
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      await removeDir();
    },
  };
}
