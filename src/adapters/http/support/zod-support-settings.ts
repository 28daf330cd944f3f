import { isSupportProvider, type SupportSettingsPort, type SupportWidgetChoice } from '../../../domain/support';
import { SupportConfigGroupSchema } from '../generated/bff-config.schemas';

/**
 * SupportSettingsPort over the contract's SupportConfigGroup (contracts/openapi/bff-config.json): the `support`
 * config group validated on its own, so a bad one costs the widget, never the other groups. No group or
 * `provider: none` is no widget; anything that does not match, or a provider without its account id, is invalid
 * (the model logs it and the button links to the support page).
 */
export class ZodSupportSettings implements SupportSettingsPort {
  read(group: unknown): SupportWidgetChoice {
    if (group === undefined || group === null) return { kind: 'none' };
    const parsed = SupportConfigGroupSchema.safeParse(group);
    if (!parsed.success) {
      const issues = parsed.error.issues.slice(0, 3).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
      return { kind: 'invalid', reason: issues.join('; ') };
    }
    const { provider, accountId, scriptUrl } = parsed.data;
    if (provider === 'none') return { kind: 'none' };
    if (!isSupportProvider(provider)) return { kind: 'invalid', reason: `unknown provider ${String(provider)}` };
    if (accountId === undefined) return { kind: 'invalid', reason: `${provider} without accountId` };
    return { kind: 'widget', settings: { provider, accountId, scriptUrl: scriptUrl ?? null } };
  }
}
