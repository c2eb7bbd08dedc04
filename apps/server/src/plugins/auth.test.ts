import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { assertInstitute, assertStudent, identityOf, type Identity } from './auth';

const identity: Identity = {
  sessionId: 's',
  userId: 103,
  userType: 2,
  accountId: 5103,
  instituteId: 1,
  acadYrId: 12,
  studentIds: [1001, 1002],
  linkedStudentIds: [1001, 1002],
  deviceId: 'd',
};
const request = (who: Identity | null) => ({ identity: who }) as FastifyRequest;

describe('guards for token routes', () => {
  it('assertInstitute lets the own institute through only', () => {
    expect(assertInstitute(request(identity), 1)).toBe(identity);
    expect(() => assertInstitute(request(identity), 2)).toThrow('You are not allowed to see this record.');
  });

  it("assertStudent allows a parent's linked students only", () => {
    expect(assertStudent(request(identity), 1002)).toBe(identity);
    expect(() => assertStudent(request(identity), 1003)).toThrowError(
      expect.objectContaining({ statusCode: 403, message: 'You are not allowed to see this record.' }),
    );
  });

  it('without an identity: 401', () => {
    expect(() => identityOf(request(null))).toThrowError(expect.objectContaining({ statusCode: 401 }));
  });
});
