/**
 * The one error type of the line context. Ports reject with it; an adapter
 * turns transport and parsing failures into one of these codes.
 *  - unavailable: the line could not be reached (network, 5xx, timeout)
 *  - invalid-response: the line answered with data that does not fit the domain
 */
export type LineErrorCode = 'unavailable' | 'invalid-response';

export class LineError extends Error {
  override readonly name = 'LineError';
  constructor(
    readonly code: LineErrorCode,
    message: string = code,
  ) {
    super(message);
  }
}
