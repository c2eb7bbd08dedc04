import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { App } from '../app';
import { failure } from '../lib/envelope';
import { HttpError, MESSAGES } from '../lib/http-error';

interface Issue {
  instancePath: string;
  message?: string;
  keyword?: string;
}

/** `user_name: Required`, `user_type: Expected number, received string`. */
export function describeIssue(issue: Issue, context: string | undefined): string {
  const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (context ?? 'body');
  let text = (issue.message ?? 'Invalid value').replace(/^Invalid input: /, '');
  if (issue.keyword === 'invalid_type' && /received undefined$/.test(text)) text = 'Required';
  return `${field}: ${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'body: Required';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'body: Invalid JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'body: Too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Content-Type: Unsupported media type';
    default:
      // Fastify's JSON parser reports syntax errors with status 400 and no code.
      if (error instanceof SyntaxError) return 'body: Invalid JSON';
      return error.message;
  }
}

/** Every error leaves as `{ statusCode, message, result: null }` with the same HTTP status. */
export function registerErrorHandling(app: App): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send(failure(error.statusCode, error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const message = error.validation
        .map((issue) => describeIssue(issue, error.validationContext))
        .join('; ');
      return reply.code(400).send(failure(400, message));
    }
    if (error.validation) {
      return reply.code(400).send(failure(400, error.message));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
      return reply.code(status).send(failure(status, clientErrorMessage(error)));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(failure(500, MESSAGES.internal));
  });
}
