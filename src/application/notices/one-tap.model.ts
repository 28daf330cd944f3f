import { createEffect, createEvent, createStore, sample, scopeBind, type Store } from 'effector';
import type { SiteConfig } from '../../domain/config';
import { GOOGLE_SCRIPT_FAILURE_KEY, type GoogleOneTapApiPort, type GoogleOneTapScriptPort } from '../../domain/notices';
import { isAllowedRedirectOrigin } from '../../domain/security';
import type { PlayerState } from '../../domain/session';
import type { LoggerPort, PagePort } from '../../domain/shared';
import type { NotificationsModel } from './notifications.model';

export interface OneTapDeps {
  api: GoogleOneTapApiPort;
  script: GoogleOneTapScriptPort;
  page: PagePort;
  logger: LoggerPort;
  notifications: Pick<NotificationsModel, 'notified'>;
  $siteConfig: Store<SiteConfig | null>;
  $player: Store<PlayerState>;
  $language: Store<string>;
}

export type OneTapStatus = 'off' | 'loading' | 'prompting' | 'signing-in' | 'failed' | 'cancelled';

/**
 * Google one-tap for visitors (spec 000 §7, spec 001 §4): with the feature on
 * and nobody signed in, fetch the client id, load the script and prompt; the
 * credential goes to the multipart post and the browser follows its
 * redirectUrl only to this site or an allowed origin; a script failure shows
 * its message; a login cancels the prompt.
 */
export function createOneTapModel(deps: OneTapDeps) {
  const started = createEvent<{ origin: string }>();
  const credentialReceived = createEvent<string>();

  const $origin = createStore<string | null>(null).on(started, (_, { origin }) => origin);
  const $status = createStore<OneTapStatus>('off');

  const startFx = createEffect(async () => {
    const clientId = await deps.api.clientId();
    try {
      await deps.script.load();
    } catch (error) {
      throw Object.assign(new Error('google one-tap script failed'), { scriptFailed: true, cause: error });
    }
    return clientId;
  });
  const promptFx = createEffect((clientId: string) => {
    const receive = scopeBind(credentialReceived, { safe: true });
    deps.script.prompt(clientId, (credential) => receive(credential));
  });
  const cancelFx = createEffect(() => deps.script.cancel());
  const signInFx = createEffect(
    ({ credential, language, player }: { credential: string; language: string; player: PlayerState }) =>
      deps.api.signIn({ credential, language, currency: player.currency, countryId: null }),
  );
  const navigateFx = createEffect(({ url, allowed }: { url: string | null; allowed: readonly string[] }) => {
    if (url && isAllowedRedirectOrigin(url, allowed)) {
      deps.page.assign(url);
      return true;
    }
    deps.logger.warn('one-tap redirect refused', { operation: 'google-one-tap', url });
    return false;
  });

  sample({
    clock: started,
    source: { config: deps.$siteConfig, player: deps.$player, status: $status },
    filter: ({ config, player, status }) => config?.googleOneTap === true && player.userId === null && status === 'off',
    target: startFx,
  });
  $status
    .on(startFx, () => 'loading')
    .on(promptFx.done, () => 'prompting')
    .on(startFx.fail, () => 'failed')
    .on(signInFx, () => 'signing-in')
    .on(signInFx.fail, () => 'failed')
    .on(cancelFx.done, () => 'cancelled');
  sample({ clock: startFx.doneData, target: promptFx });
  sample({
    clock: startFx.failData,
    filter: (error) => (error as { scriptFailed?: boolean }).scriptFailed === true,
    fn: () => ({ kind: 'alert' as const, titleKey: 'main_error', textKey: GOOGLE_SCRIPT_FAILURE_KEY }),
    target: deps.notifications.notified,
  });
  sample({
    clock: credentialReceived,
    source: { language: deps.$language, player: deps.$player },
    fn: ({ language, player }, credential) => ({ credential, language, player }),
    target: signInFx,
  });
  sample({
    clock: signInFx.doneData,
    source: { origin: $origin, config: deps.$siteConfig },
    fn: ({ origin, config }, { redirectUrl }) => ({
      url: redirectUrl,
      allowed: [...(origin ? [origin] : []), ...(config?.allowedRedirectOrigins ?? [])],
    }),
    target: navigateFx,
  });
  // spec 001 §4: one-tap is cancelled after login
  sample({
    clock: deps.$player.updates,
    source: $status,
    filter: (status, player) => player.userId !== null && (status === 'prompting' || status === 'loading'),
    target: cancelFx,
  });
  const logFx = createEffect((error: unknown) => deps.logger.error('google one-tap failed', { operation: 'google-one-tap', error: String(error) }));
  sample({ clock: [startFx.failData, signInFx.failData], target: logFx });

  return { started, credentialReceived, $status, signInFx, navigateFx };
}

export type OneTapModel = ReturnType<typeof createOneTapModel>;
