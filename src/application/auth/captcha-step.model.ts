import { createStore, sample, type Unit } from 'effector';

/** A request that did not get through: a sentence saying so and to try again (QA7 D: not a bare "Error"). */
export const REQUEST_FAILED = 'auth_error_request_failed';

/** A refused captcha answer (QA7 C; the words the HTTP build's captcha modal uses). */
export const CAPTCHA_WRONG_ANSWER = 'captcha_wrong_answer';

/** A call's result, as far as the captcha step cares: a challenge (`captcha-required`) or anything else. */
export interface CaptchaCallResult {
  kind: string;
  challenge?: unknown;
}

/**
 * What a form's captcha step says went wrong with the last answer (a
 * dictionary key), or null: one rule for the login, SMS, registration and
 * password recovery steps (QA7 C). A challenge right after an answer means
 * the answer was refused (the challenge it comes with is the next question);
 * any other result ends the run, so a later challenge is a fresh question.
 * A request that failed while an answer was out keeps the step up and says
 * so. Cleared while an answer is checked, so a second refusal is announced
 * again.
 */
export function createCaptchaStepError(units: {
  /** An answer went out with the retried call. */
  answered: Unit<unknown>;
  /** The results of the calls that carry the answer. */
  results: Array<Unit<CaptchaCallResult>>;
  /** The calls that carry the answer failed. */
  failed: Array<Unit<unknown>>;
  /** The step was left: closed, dismissed, another form or type. */
  left: Array<Unit<unknown>>;
}) {
  const $answerSent = createStore(false)
    .on(units.answered, () => true)
    .on(units.left, () => false)
    .on(units.results, (sent, result) => (result.kind === 'captcha-required' ? sent : false));
  const $error = createStore<string | null>(null)
    .on([units.answered, ...units.left], () => null)
    .on(units.failed, () => REQUEST_FAILED);
  sample({
    clock: units.results,
    source: $answerSent,
    fn: (sent, result): string | null =>
      sent && result.kind === 'captcha-required' && result.challenge != null ? CAPTCHA_WRONG_ANSWER : null,
    target: $error,
  });
  return $error;
}
