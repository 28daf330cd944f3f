import { describe, expect, it } from 'vitest';
import { pageErrorStatus } from './page-error';

describe('spec 000 §8: exceptions set their status or 500', () => {
  it.each([
    ['statusCode is the status', { statusCode: 404 }, 404],
    ['status is the status', { status: 403 }, 403],
    ['the response status is the status', { response: { status: 502 } }, 502],
    ['statusCode comes before status', { statusCode: 410, status: 503 }, 410],
    ['a plain Error is a 500', new Error('boom'), 500],
    ['a non-error status (200) is a 500', { status: 200 }, 500],
    ['a status that is not a number is a 500', { status: 'close' }, 500],
    ['a thrown string is a 500', 'boom', 500],
    ['null is a 500', null, 500],
  ])('%s', (_rule, error, expected) => {
    expect(pageErrorStatus(error)).toBe(expected);
  });
});
