import { fireEvent, render, screen } from '@testing-library/react';
import { createStore } from 'effector';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_EN } from '../../adapters/fake/i18n/auth.en';
import { SHELL_EN } from '../../adapters/fake/i18n/shell.en';
import { SUPPORT_EN } from '../../adapters/fake/i18n/support.en';
import type { SubscribeState, UnsubscribeState } from '../../application/newsletter/newsletter.model';
import { ModelsProvider, type UiModels } from '../models-context';
import { NewsletterSubscription } from './newsletter-subscription';
import { StopNewsletter } from './stop-newsletter';

function renderWith(ui: React.ReactNode, { subscribe = 'idle', unsubscribe = 'idle', path = '/en/user/stopnewsletter' }: { subscribe?: SubscribeState; unsubscribe?: UnsubscribeState; path?: string }) {
  const shell = { $dictionary: createStore({ ...SHELL_EN, ...AUTH_EN, ...SUPPORT_EN }), $language: createStore('en') };
  const newsletter = { $subscribe: createStore(subscribe), $unsubscribe: createStore(unsubscribe), subscribeRequested: vi.fn(), unsubscribeRequested: vi.fn() };
  render(
    <MemoryRouter initialEntries={[path]}>
      <ModelsProvider models={{ shell, newsletter } as unknown as UiModels}>{ui}</ModelsProvider>
    </MemoryRouter>,
  );
  return newsletter;
}

describe('NewsletterSubscription (spec 000 §8: email_subscription_success_title and _text)', () => {
  it('Subscribe asks for the subscription', () => {
    const newsletter = renderWith(<NewsletterSubscription />, {});
    fireEvent.click(screen.getByRole('button', { name: SUPPORT_EN.email_subscription_subscribe }));
    expect(newsletter.subscribeRequested).toHaveBeenCalled();
  });

  it('success shows the success title and text', () => {
    renderWith(<NewsletterSubscription />, { subscribe: 'subscribed' });
    expect(screen.getByRole('status')).toHaveTextContent(SUPPORT_EN.email_subscription_success_title);
    expect(screen.getByRole('status')).toHaveTextContent(SUPPORT_EN.email_subscription_success_text);
  });

  it('a failure is an alert and keeps the button', () => {
    renderWith(<NewsletterSubscription />, { subscribe: 'failed' });
    expect(screen.getByRole('alert')).toHaveTextContent(SUPPORT_EN.email_subscription_failed);
    expect(screen.getByRole('button', { name: SUPPORT_EN.email_subscription_subscribe })).toBeEnabled();
  });
});

describe('StopNewsletter (spec 000 §2 user/stopnewsletter)', () => {
  it('unsubscribes once on arrival with the link’s query', () => {
    const newsletter = renderWith(<StopNewsletter lng="en" />, { path: '/en/user/stopnewsletter?token=nl_demo_unsubscribe_0001' });
    expect(newsletter.unsubscribeRequested).toHaveBeenCalledTimes(1);
    expect(newsletter.unsubscribeRequested).toHaveBeenCalledWith('?token=nl_demo_unsubscribe_0001');
  });

  it.each([
    ['done is a status', 'unsubscribed', 'status', SUPPORT_EN.email_unsubscribe_done],
    ['an unknown token is an alert', 'token-invalid', 'alert', SUPPORT_EN.email_unsubscribe_invalid],
    ['a missing or hostile token is an alert', 'missing-token', 'alert', SUPPORT_EN.email_unsubscribe_missing],
    ['a failure is an alert', 'failed', 'alert', SUPPORT_EN.email_unsubscribe_failed],
  ] as const)('%s', (_rule, unsubscribe, role, text) => {
    renderWith(<StopNewsletter lng="en" />, { unsubscribe });
    expect(screen.getByRole(role)).toHaveTextContent(text);
  });

  it('a failure offers Try again', () => {
    const newsletter = renderWith(<StopNewsletter lng="en" />, { unsubscribe: 'failed', path: '/en/user/stopnewsletter?token=nl_demo_unsubscribe_0001' });
    fireEvent.click(screen.getByRole('button', { name: SUPPORT_EN.email_unsubscribe_retry }));
    expect(newsletter.unsubscribeRequested).toHaveBeenCalledTimes(2);
  });
});
