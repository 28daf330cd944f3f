import { combine, createEffect, createEvent, createStore, sample, scopeBind, type Scope } from 'effector';
import type { CaptchaChallengeRequest, CaptchaPort } from '../../domain/captcha/captcha.port';
import type { CaptchaServicePort, CaptchaState } from '../../domain/captcha/captcha-service.port';

type Settle = (answer: string | null) => void;

/** What the captcha modal shows while a challenge is open. */
export interface OpenCaptchaChallenge {
  /** The picture from the captcha service, when it gave one. */
  image: string | null;
  loading: boolean;
  /** Dictionary key of a failed image load (the player can still answer or ask for a new one). */
  error: string | null;
  /** Whether a new picture can be asked for (a captcha service is bound). */
  refreshable: boolean;
  /** The server refused the previous answer: the modal says so above a new picture. */
  retry: boolean;
}

interface Waiting {
  settle: Settle;
  retry: boolean;
}

/**
 * The captcha a request raised (spec 001 §7: a 400 with error code 100, 111,
 * 112 or 113): the request pipeline calls `challenge()` through the
 * CaptchaPort; the modal answers it. An answer resolves the promise with the
 * text and the pipeline retries with it in the header; cancel resolves null,
 * so the 400 reaches the caller and the form the player filled stays as it
 * was. Requests that hit a captcha while one is open share it: one modal, one
 * answer for all. With the captcha service (validate/update/gettime) the
 * modal shows its picture and can ask for a new one. A challenge raised
 * because the server refused the previous answer says so (CAPTCHA_ATTEMPTS).
 */
export function createCaptchaChallengeModel(deps: { service: CaptchaServicePort | null }) {
  const opened = createEvent<Waiting>();
  const answered = createEvent<string>();
  const cancelled = createEvent();
  const refreshRequested = createEvent();
  const settled = createEvent();

  const $waiting = createStore<Waiting[]>([], { serialize: 'ignore' })
    .on(opened, (waiting, next) => [...waiting, next])
    .reset(settled);
  const $isOpen = $waiting.map((waiting) => waiting.length > 0);
  /** The challenge is shared: it says "refused" when the request that opened it had its answer refused. */
  const $retry = $waiting.map((waiting) => waiting[0]?.retry ?? false);

  const loadImageFx = createEffect(async (): Promise<CaptchaState | null> => (deps.service ? deps.service.update() : null));
  const $image = createStore<string | null>(null)
    .on(loadImageFx.doneData, (_, state) => state?.image ?? null)
    .reset(settled);
  const $error = createStore<string | null>(null)
    .on(loadImageFx, () => null)
    .on(loadImageFx.fail, () => 'captcha_load_failed')
    .reset(settled);

  const $challenge = combine(
    { open: $isOpen, image: $image, loading: loadImageFx.pending, error: $error, retry: $retry },
    ({ open, image, loading, error, retry }): OpenCaptchaChallenge | null =>
      open ? { image, loading, error, refreshable: deps.service !== null, retry } : null,
  );

  // Only the first request of a shared challenge asks the service for a picture.
  sample({ clock: opened, source: $waiting, filter: (waiting) => waiting.length === 1 && deps.service !== null, target: loadImageFx });
  sample({ clock: refreshRequested, filter: $isOpen, target: loadImageFx });

  const settleFx = createEffect(({ waiting, answer }: { waiting: Waiting[]; answer: string | null }) => {
    for (const { settle } of waiting) settle(answer);
  });
  sample({
    clock: answered,
    source: $waiting,
    filter: (waiting, answer) => waiting.length > 0 && answer.trim() !== '',
    fn: (waiting, answer) => ({ waiting, answer: answer.trim() }),
    target: [settleFx, settled],
  });
  sample({ clock: cancelled, source: $waiting, filter: (w) => w.length > 0, fn: (waiting) => ({ waiting, answer: null }), target: [settleFx, settled] });

  /** The CaptchaPort over this model (in `scope` when the app or a test runs in one). */
  const portIn = (scope?: Scope): CaptchaPort => {
    const open = scope ? scopeBind(opened, { scope }) : opened;
    return {
      challenge: (request?: CaptchaChallengeRequest) => new Promise<string | null>((resolve) => open({ settle: resolve, retry: request?.retry ?? false })),
    };
  };

  return { $challenge, answered, cancelled, refreshRequested, portIn };
}

export type CaptchaChallengeModel = ReturnType<typeof createCaptchaChallengeModel>;
