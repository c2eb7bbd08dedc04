import { errorEnvelopeSchema } from '@portal/shared/api/envelope';

/** A successful answer of the main API. */
export function ok<T>(result: T, message = 'Success'): { statusCode: 200; message: string; result: T } {
  return { statusCode: 200, message, result };
}

export function failure(statusCode: number, message: string) {
  return { statusCode, message, result: null };
}

/** Response schemas for the error statuses a route may answer, for validation and the OpenAPI document. */
export function errorResponses<const C extends number>(...codes: C[]): Record<C, typeof errorEnvelopeSchema> {
  return Object.fromEntries(codes.map((code) => [code, errorEnvelopeSchema])) as Record<
    C,
    typeof errorEnvelopeSchema
  >;
}
