import { scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';
import { HttpError } from './http-error';

/**
 * Password hashing with argon2id at OWASP's first choice (m=19 MiB, t=2, p=1),
 * stored as the standard PHC string `$argon2id$v=19$m=19456,t=2,p=1$salt$hash`.
 * The binding hashes on libuv's thread pool, so a sign-in does not block the
 * event loop. Hashes of the earlier scheme (`scrypt$N$r$p$salt$hash`) still
 * verify; `needsRehash` tells the sign-in to replace them.
 */
const ARGON2ID: Algorithm = 2;
const COST = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const OPTIONS: Options = { ...COST, algorithm: ARGON2ID, outputLen: 32 };

/** Beyond these a stored row is refused rather than allowed to exhaust memory or time. */
const LIMITS = { memoryCost: 256 * 1024, timeCost: 10, parallelism: 8 } as const;

const MIN_SALT_BYTES = 16;
const MIN_KEY_BYTES = 32;
const MAX_BYTES = 64;

/** Both schemes hash the same text for one password however it was typed (composed or not). */
const normalise = (password: string) => password.normalize('NFKC');

/**
 * Password work runs on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says more),
 * which file reads and writes share. A sign-in burst must not take every thread: at most half
 * the pool hashes at once, and checks beyond a queue of `maxWaiting` are refused at once with
 * 503 and Retry-After rather than making everyone wait (issue 14).
 *
 * PASSWORD_CONCURRENCY=unbounded lifts the bound (every check starts at once, none is refused):
 * a measuring switch only (test/nodes/password-switch.test.ts shows what the bound prevents). Never in production.
 */
export const PASSWORD_LIMITS = {
  running:
    process.env.PASSWORD_CONCURRENCY === 'unbounded'
      ? Infinity
      : Math.max(1, Math.floor(Number(process.env.UV_THREADPOOL_SIZE ?? 4) / 2)),
  maxWaiting: 200,
};
export const BUSY_MESSAGE = 'Too many sign-ins at this moment. Please try again in a few seconds.';

let running = 0;
const waiting: Array<() => void> = [];

/** How many password checks or hashes run right now (for tests and the bench). */
export const passwordWorkRunning = () => running;

async function limited<T>(work: () => Promise<T>, mayRefuse: boolean): Promise<T> {
  if (running >= PASSWORD_LIMITS.running) {
    if (mayRefuse && waiting.length >= PASSWORD_LIMITS.maxWaiting)
      throw new HttpError(503, BUSY_MESSAGE, { 'Retry-After': '2' });
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running++;
  }
  try {
    return await work();
  } finally {
    // Hand the slot straight to the next in line (running stays the same), or free it.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

export function hashPassword(password: string): Promise<string> {
  return limited(() => hash(normalise(password), OPTIONS), false);
}

interface Argon2Cost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

const PHC_BASE64 = /^[A-Za-z0-9+/]+$/;

/** Length in bytes of unpadded standard base64, or -1 if it is not that. */
function base64Bytes(text: string): number {
  if (!PHC_BASE64.test(text) || text.length % 4 === 1) return -1;
  return Math.floor((text.length * 3) / 4);
}

/** The cost of a well-formed argon2id string within the limits, else null. */
function parseArgon2id(stored: string): Argon2Cost | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== '' || parts[1] !== 'argon2id' || parts[2] !== 'v=19') return null;
  const params = /^m=(\d{1,10}),t=(\d{1,10}),p=(\d{1,3})$/.exec(parts[3]!);
  if (!params) return null;
  const [memoryCost, timeCost, parallelism] = params.slice(1).map(Number) as [number, number, number];
  if (
    parallelism < 1 ||
    parallelism > LIMITS.parallelism ||
    timeCost < 1 ||
    timeCost > LIMITS.timeCost ||
    memoryCost < 8 * parallelism ||
    memoryCost > LIMITS.memoryCost
  ) {
    return null;
  }
  const salt = base64Bytes(parts[4]!);
  const key = base64Bytes(parts[5]!);
  if (salt < MIN_SALT_BYTES || salt > MAX_BYTES || key < MIN_KEY_BYTES || key > MAX_BYTES) return null;
  return { memoryCost, timeCost, parallelism };
}

interface ScryptHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parseScrypt(stored: string): ScryptHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const powerOfTwo = Number.isInteger(N) && N > 1 && (N & (N - 1)) === 0;
  if (
    !powerOfTwo ||
    N > 2 ** 20 ||
    !Number.isInteger(r) ||
    r < 1 ||
    r > 32 ||
    !Number.isInteger(p) ||
    p < 1 ||
    p > 16
  ) {
    return null;
  }
  const salt = Buffer.from(parts[4]!, 'base64url');
  const key = Buffer.from(parts[5]!, 'base64url');
  if (salt.length < MIN_SALT_BYTES || key.length < MIN_KEY_BYTES) return null;
  return { N, r, p, salt, key };
}

function verifyScrypt(password: string, { N, r, p, salt, key }: ScryptHash): Promise<boolean> {
  // scrypt needs 128 * N * r bytes; Node's default ceiling (32 MiB) is too low for N=2^17.
  const options: ScryptOptions = { N, r, p, maxmem: 128 * N * r * 2 };
  return new Promise((resolve, reject) => {
    scrypt(normalise(password), salt, key.length, options, (error, candidate) =>
      error ? reject(error) : resolve(timingSafeEqual(candidate, key)),
    );
  });
}

/** Whether the password matches the stored hash (argon2id, or the earlier scrypt); false for anything malformed. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (parseArgon2id(stored))
    return limited(() => verify(stored, normalise(password)).catch(() => false), true);
  const scryptHash = parseScrypt(stored);
  return scryptHash ? limited(() => verifyScrypt(password, scryptHash), true) : false;
}

/**
 * Whether a hash that just verified should be replaced by `hashPassword`:
 * anything but argon2id at today's cost (an scrypt hash, older argon2 parameters).
 */
export function needsRehash(stored: string): boolean {
  const cost = parseArgon2id(stored);
  return (
    !cost ||
    cost.memoryCost !== COST.memoryCost ||
    cost.timeCost !== COST.timeCost ||
    cost.parallelism !== COST.parallelism
  );
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check, so an unknown login cannot be told
 * apart from a wrong password by the response time.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(password, await dummyHash);
}
