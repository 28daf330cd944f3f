export type LimitsErrorCode = 'fetch-failed' | 'approve-failed' | 'reject-failed' | 'cancel-failed' | 'ping-failed';

/** The one error type of the limits context; `serverTitle` carries the service's own message when it sent one. */
export class LimitsError extends Error {
  override readonly name = 'LimitsError';
  constructor(
    readonly code: LimitsErrorCode,
    readonly serverTitle: string | null = null,
  ) {
    super(serverTitle ?? code);
  }
}

/** spec 001 §8 dictionary keys of the limits screen. */
export const LIMIT_MESSAGE_KEYS = {
  confirmFailed: 'limits_confirm_limit_error',
  cancelFailed: 'limits_cancel_limit_error',
  success: 'limits_success',
} as const;

export type LimitMessage = { kind: 'text'; text: string } | { kind: 'key'; key: string };

const serverText = (title: string | null | undefined): string | null => {
  const text = title?.trim();
  return text ? text : null;
};

/**
 * spec 001 §8: a failed approve shows confirm-limit error, a failed cancel
 * (reject or delete) the cancel-limit error; a server title overrides both.
 */
export function limitFailureMessage(
  code: Extract<LimitsErrorCode, 'approve-failed' | 'reject-failed' | 'cancel-failed'>,
  serverTitle: string | null,
): LimitMessage {
  const text = serverText(serverTitle);
  if (text) return { kind: 'text', text };
  return { kind: 'key', key: code === 'approve-failed' ? LIMIT_MESSAGE_KEYS.confirmFailed : LIMIT_MESSAGE_KEYS.cancelFailed };
}

/** spec 001 §8: success shows the server title or a success message. */
export function limitSuccessMessage(serverTitle: string | null): LimitMessage {
  const text = serverText(serverTitle);
  return text ? { kind: 'text', text } : { kind: 'key', key: LIMIT_MESSAGE_KEYS.success };
}

/** spec 001 §8: fetch (and ping) failures are only logged, never shown. */
export const isShownToPlayer = (code: LimitsErrorCode): boolean => code !== 'fetch-failed' && code !== 'ping-failed';
