import type { SupportHistoryPort, SupportRequest } from '../../domain/support';
import type { FakeWorld } from './fake-world';

const at = (iso: string) => Date.parse(iso);

/**
 * The demo player's support requests, in each language the demo has (the reference provider answers the same,
 * in seconds). Newest first.
 */
export const DEMO_SUPPORT_REQUESTS: Readonly<Record<'en' | 'ru', readonly SupportRequest[]>> = {
  en: [
    {
      id: 'SR-1042',
      subject: 'Deposit not credited',
      status: 'answered',
      createdAt: at('2026-01-01T00:00:00Z'),
      messages: [
        { author: 'player', text: 'My deposit of 1000 RUB has not reached my account.', sentAt: at('2026-01-01T00:00:00Z') },
        { author: 'support', text: 'The payment was credited at 12:40. Sorry for the wait.', sentAt: at('2026-01-01T01:00:00Z') },
      ],
    },
    {
      id: 'SR-1001',
      subject: 'How do I verify my account?',
      status: 'closed',
      createdAt: at('2025-12-25T00:00:00Z'),
      messages: [
        { author: 'player', text: 'Which documents do you need?', sentAt: at('2025-12-25T00:00:00Z') },
        { author: 'support', text: 'A photo of your passport is enough.', sentAt: at('2025-12-25T01:00:00Z') },
      ],
    },
  ],
  ru: [
    {
      id: 'SR-1042',
      subject: 'Депозит не зачислен',
      status: 'answered',
      createdAt: at('2026-01-01T00:00:00Z'),
      messages: [
        { author: 'player', text: 'Мой депозит 1000 RUB не пришёл на счёт.', sentAt: at('2026-01-01T00:00:00Z') },
        { author: 'support', text: 'Платёж зачислен в 12:40. Извините за ожидание.', sentAt: at('2026-01-01T01:00:00Z') },
      ],
    },
    {
      id: 'SR-1001',
      subject: 'Как подтвердить аккаунт?',
      status: 'closed',
      createdAt: at('2025-12-25T00:00:00Z'),
      messages: [
        { author: 'player', text: 'Какие документы нужны?', sentAt: at('2025-12-25T00:00:00Z') },
        { author: 'support', text: 'Достаточно фото паспорта.', sentAt: at('2025-12-25T01:00:00Z') },
      ],
    },
  ],
};

export const demoSupportRequests = (lang: string): readonly SupportRequest[] => DEMO_SUPPORT_REQUESTS[lang === 'ru' ? 'ru' : 'en'];

/** The support history of the offline demo: the demo player's requests. Operation name for the `fail` knob: `support-history`. */
export class FakeSupportHistory implements SupportHistoryPort {
  constructor(private readonly world: FakeWorld) {}

  list(lang: string): Promise<readonly SupportRequest[]> {
    return this.world.respond('support-history', () => {
      if (!this.world.state.signedIn) throw new Error('Fake support-history: not signed in');
      return demoSupportRequests(lang);
    });
  }
}
