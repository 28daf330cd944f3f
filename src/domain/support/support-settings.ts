/**
 * The support widget (spec 001 §1: "a support button … Support widget providers: livechat, suphelper (v2 or v3),
 * chatra, helpcrunch"), chosen by the `support` config group (spec 001 §7). The group's fields are ours
 * (contracts/openapi/bff-config.json, SupportConfigGroup): `provider`, `accountId`, optionally `scriptUrl`.
 */
export const SUPPORT_PROVIDERS = ['livechat', 'suphelper-v2', 'suphelper-v3', 'chatra', 'helpcrunch'] as const;
export type SupportProvider = (typeof SUPPORT_PROVIDERS)[number];

export const isSupportProvider = (value: unknown): value is SupportProvider => (SUPPORT_PROVIDERS as readonly unknown[]).includes(value);

/** A configured widget: the provider, the site's account (license, widget or app id) there, and its script if not the default. */
export interface SupportSettings {
  provider: SupportProvider;
  accountId: string;
  scriptUrl: string | null;
}

/**
 * What the support group says. `none`: no widget configured (`provider: none` or no group); `invalid`: a group
 * that cannot be read (an unknown provider, no account id), logged. Without a widget the support button is a
 * link to the support page.
 */
export type SupportWidgetChoice = { kind: 'widget'; settings: SupportSettings } | { kind: 'none' } | { kind: 'invalid'; reason: string };

/**
 * Where each provider's script may come from: https only, from the provider's own hosts (a config group is
 * data; it must not be able to run a script from anywhere). The default script is used when the group names none.
 */
export const SUPPORT_SCRIPTS: Readonly<Record<SupportProvider, { defaultUrl: string; hosts: readonly string[] }>> = {
  livechat: { defaultUrl: 'https://cdn.livechatinc.com/tracking.js', hosts: ['cdn.livechatinc.com'] },
  'suphelper-v2': { defaultUrl: 'https://widget.suphelper.com/v2/widget.js', hosts: ['widget.suphelper.com'] },
  'suphelper-v3': { defaultUrl: 'https://widget.suphelper.com/v3/widget.js', hosts: ['widget.suphelper.com', 'cdn.suphelper.com'] },
  chatra: { defaultUrl: 'https://call.chatra.io/chatra.js', hosts: ['call.chatra.io'] },
  helpcrunch: { defaultUrl: 'https://widget.helpcrunch.com/', hosts: ['widget.helpcrunch.com'] },
};

export type SupportScriptUrl = { kind: 'allowed'; url: string } | { kind: 'refused'; reason: string };

/**
 * The script to load for a widget: the group's `scriptUrl` or the provider's default, if it is https on one of the
 * provider's hosts. `localPrefixes` are same-origin paths the composition trusts besides (the offline build's demo
 * widget under /fake-support/; the HTTP build trusts none).
 */
export function supportScriptUrl(settings: SupportSettings, localPrefixes: readonly string[] = []): SupportScriptUrl {
  const { defaultUrl, hosts } = SUPPORT_SCRIPTS[settings.provider];
  const url = settings.scriptUrl ?? defaultUrl;
  if (url.startsWith('/') && !url.startsWith('//')) {
    const path = url.split(/[?#]/)[0]!;
    if (!path.includes('..') && localPrefixes.some((prefix) => path.startsWith(prefix))) return { kind: 'allowed', url };
    return { kind: 'refused', reason: `same-origin path not allowed: ${url}` };
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { kind: 'refused', reason: `not a URL: ${url}` };
  }
  if (parsed.protocol !== 'https:') return { kind: 'refused', reason: `not https: ${url}` };
  if (parsed.username || parsed.password || parsed.port) return { kind: 'refused', reason: `credentials or port in ${url}` };
  if (!hosts.includes(parsed.hostname)) return { kind: 'refused', reason: `host ${parsed.hostname} is not one of ${settings.provider}'s` };
  return { kind: 'allowed', url: parsed.href };
}

/** The signed-in player as a widget may be told of them. */
export interface SupportVisitor {
  userId: number;
  name: string | null;
}

/**
 * Which providers are told who the player is (designed): LiveChat (customer name and session variables), Chatra
 * (ChatraIntegration), HelpCrunch (user id and name) and SupHelper v3 (identify) have a documented way to take a
 * signed-in customer; SupHelper v2 has none, so nothing is passed to it. A visitor is never identified.
 */
export const SUPPORT_TAKES_IDENTITY: Readonly<Record<SupportProvider, boolean>> = {
  livechat: true,
  'suphelper-v2': false,
  'suphelper-v3': true,
  chatra: true,
  helpcrunch: true,
};

/** The player to pass to the widget: only a signed-in one, and only to a provider that takes it. */
export function supportVisitor(provider: SupportProvider, player: { userId: number | null; name: string | null }): SupportVisitor | null {
  if (player.userId === null || !SUPPORT_TAKES_IDENTITY[provider]) return null;
  return { userId: player.userId, name: player.name };
}
