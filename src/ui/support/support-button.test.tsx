import { fireEvent, render, screen, within } from '@testing-library/react';
import { createStore } from 'effector';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { SHELL_EN } from '../../adapters/fake/i18n/shell.en';
import { SUPPORT_EN } from '../../adapters/fake/i18n/support.en';
import type { SupportHistoryState, SupportWidgetState } from '../../application/support/support.model';
import type { SupportWidgetChoice } from '../../domain/support';
import { ModelsProvider, type UiModels } from '../models-context';
import { SupportButton, supportDockPlace } from './support-button';

const WIDGET: SupportWidgetChoice = { kind: 'widget', settings: { provider: 'livechat', accountId: '1', scriptUrl: null } };

function renderButton({ choice = WIDGET, widget = 'idle', signedIn = false, history = { kind: 'idle' }, modalOpen = false }: {
  choice?: SupportWidgetChoice;
  widget?: SupportWidgetState;
  signedIn?: boolean;
  history?: SupportHistoryState;
  modalOpen?: boolean;
}) {
  const shell = {
    $dictionary: createStore({ ...SHELL_EN, ...SUPPORT_EN }),
    $language: createStore('en'),
    $preferences: createStore({ timeZone: 'UTC', is12h: false }),
  };
  const support = {
    $choice: createStore(choice),
    $widget: createStore(widget),
    $signedIn: createStore(signedIn),
    $history: createStore(history),
    $historyModalOpen: createStore(modalOpen),
    chatRequested: vi.fn(),
    failureDismissed: vi.fn(),
    historyOpened: vi.fn(),
    historyClosed: vi.fn(),
    historyRetried: vi.fn(),
  };
  render(
    <MemoryRouter>
      <ModelsProvider models={{ shell, support } as unknown as UiModels}>
        <SupportButton lng="en" />
      </ModelsProvider>
    </MemoryRouter>,
  );
  return support;
}

describe('SupportButton (spec 001 §1 support button, §6 support history modal)', () => {
  it('with a widget, a visitor’s button is a real button named Support that asks for the chat', () => {
    const support = renderButton({});
    fireEvent.click(screen.getByRole('button', { name: 'Support' }));
    expect(support.chatRequested).toHaveBeenCalled();
  });

  it.each([
    ['no widget configured', { kind: 'none' } as const],
    ['a support group that could not be read', { kind: 'invalid', reason: 'x' } as const],
  ])('%s: the button is a link to the support page', (_rule, choice) => {
    renderButton({ choice });
    expect(screen.getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/en/office/support');
    expect(screen.queryByRole('button', { name: 'Support' })).toBeNull();
  });

  it('a failed chat says so as an alert with the support page link, and can be dismissed', () => {
    const support = renderButton({ widget: 'failed' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(SUPPORT_EN.support_widget_failed);
    expect(within(alert).getByRole('link', { name: 'Support page' })).toHaveAttribute('href', '/en/office/support');
    fireEvent.click(within(alert).getByRole('button', { name: 'Close' }));
    expect(support.failureDismissed).toHaveBeenCalled();
  });

  it('a signed-in player gets a menu: Chat with support and My support requests', () => {
    const support = renderButton({ signedIn: true });
    const button = screen.getByRole('button', { name: 'Support' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'My support requests' }));
    expect(support.historyOpened).toHaveBeenCalled();
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('button', { name: 'Chat with support' }));
    expect(support.chatRequested).toHaveBeenCalled();
  });

  it('the history modal shows a failed read as an alert with Try again', () => {
    const support = renderButton({ signedIn: true, modalOpen: true, history: { kind: 'failed' } });
    const dialog = screen.getByRole('dialog', { name: 'My support requests' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(SUPPORT_EN.support_history_failed);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(support.historyRetried).toHaveBeenCalled();
  });

  it('the history modal lists each request with its status and thread', () => {
    renderButton({
      signedIn: true,
      modalOpen: true,
      history: {
        kind: 'loaded',
        requests: [{ id: 'SR-1', subject: 'Deposit', status: 'answered', createdAt: 0, messages: [{ author: 'support', text: 'Done.', sentAt: 0 }] }],
      },
    });
    const dialog = screen.getByRole('dialog', { name: 'My support requests' });
    expect(within(dialog).getByRole('heading', { name: /Deposit/ })).toBeInTheDocument();
    expect(within(dialog).getByText('Answered')).toBeInTheDocument();
    expect(within(dialog).getByText('Done.')).toBeInTheDocument();
  });
});

describe('supportDockPlace: the support button never covers the slip’s column (spec 001 §1; QA: the slip’s controls)', () => {
  const box = (left: number, top: number, right: number, bottom: number) => ({ left, top, right, bottom });
  const own = box(1164, 660, 1264, 704);
  it.each([
    ['no slip column: where it is', null, own, null],
    ['a column it does not touch: where it is', box(0, 0, 600, 700), own, null],
    ['beside a side column (desktop slip): to the column’s left', box(944, 100, 1264, 720), own, { right: 1280 - 944 + 16 }],
    ['over a column spanning the window (the in-flow slip on a phone): hidden', box(0, 300, 390, 900), box(274, 728, 374, 772), 'hidden'],
  ] as const)('%s', (_rule, column, dock, expected) => {
    expect(supportDockPlace(column, dock, column && column.right < 400 ? 390 : 1280)).toEqual(expected);
  });
});
