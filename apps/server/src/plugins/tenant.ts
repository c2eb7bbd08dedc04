import type { FastifyRequest } from 'fastify';
import type { App } from '../app';
import { HttpError, MESSAGES } from '../lib/http-error';
import { InstituteDirectory, type Institute } from '../lib/institutes';

declare module 'fastify' {
  interface FastifyInstance {
    institutes: InstituteDirectory;
  }
}

/** The institute is chosen by host name (spec section 1). */
export function registerTenant(app: App): void {
  app.decorate('institutes', new InstituteDirectory(app.database.db));
}

/** The institute of the request's Host header (port ignored); 404 for an unregistered host. */
export async function instituteOf(app: App, request: FastifyRequest): Promise<Institute> {
  return instituteAt(app, request.host ?? '');
}

export async function instituteAt(app: App, host: string): Promise<Institute> {
  const institute = await app.institutes.byHost(host);
  if (!institute) throw new HttpError(404, MESSAGES.unknownHost);
  return institute;
}
