/** An expected failure with the status and message the client should see. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const MESSAGES = {
  sessionExpired: 'Your session has expired. Please sign in again.',
  notYours: 'You are not allowed to see this record.',
  missingToken: 'Please sign in to continue.',
  unknownHost: 'This address is not registered to any institute.',
  notFound: 'The requested resource was not found.',
  internal: 'Something went wrong. Please try again later.',
  databaseUnavailable: 'The service is briefly unavailable. Please try again in a few seconds.',
  valueOutOfRange: 'A value in the request is out of range or malformed.',
} as const;
