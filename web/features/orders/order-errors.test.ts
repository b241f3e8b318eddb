import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { isSignedOutError, orderFailureDetail } from './order-errors';

const apiError = (status: number, body: object) => new ApiError(status, 'Status', JSON.stringify(body));

describe('orderFailureDetail', () => {
  it("shows the server's message for a 4xx", () => {
    const error = apiError(409, {
      message: 'The original of this artwork is no longer available',
      code: 'X',
    });
    expect(orderFailureDetail(error)).toBe('The original of this artwork is no longer available');
  });
  it('keeps 5xx and network failures generic', () => {
    expect(orderFailureDetail(apiError(500, { message: 'db down' }))).not.toContain('db down');
    expect(orderFailureDetail(new TypeError('Failed to fetch'))).toBe('Check your connection and try again.');
  });
  it('recognises an ended session', () => {
    expect(isSignedOutError(apiError(401, { message: 'Not signed in' }))).toBe(true);
    expect(isSignedOutError(apiError(403, { message: 'No' }))).toBe(false);
  });
});
