/**
 * The portal's build resolves every `import … from 'zod'` here (vite.config.ts): zod without its
 * compiled fast path. zod v4 probes `new Function` when it makes an object schema; the portal's
 * Content-Security-Policy (no 'unsafe-eval') refuses it, and the browser reports a violation on
 * every page that checks an answer (Lighthouse's best practices counted it). Checking an API
 * answer is no hot loop. The server keeps the fast path.
 *
 * ES modules run their imports first: zod is loaded, then this sets it, then the schemas that
 * import it are made.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { z, default } from 'zod/v4';
