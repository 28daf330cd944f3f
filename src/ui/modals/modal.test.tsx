import { fireEvent, render, screen, within } from '@testing-library/react';
import { createStore } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { SHELL_EN } from '../../adapters/fake/i18n/shell.en';
import { ModelsProvider, type UiModels } from '../models-context';
import { Modal } from './modal';

function renderModals(captchaOpen: boolean, onLoginClose: () => void, onCaptchaClose: () => void) {
  const shell = { $dictionary: createStore(SHELL_EN), $language: createStore('en') };
  return (
    <ModelsProvider models={{ shell } as unknown as UiModels}>
      <Modal title="Log in" onClose={onLoginClose}>
        <input aria-label="Login" />
        <button type="button" disabled>
          Wait
        </button>
        <button type="button" hidden>
          Hidden
        </button>
        <a href="/en/registration">Sign up</a>
      </Modal>
      {captchaOpen ? (
        <Modal title="Security check" onClose={onCaptchaClose}>
          <input aria-label="Code" />
        </Modal>
      ) : null}
    </ModelsProvider>
  );
}

describe('Modal', () => {
  it('Escape closes only the modal on top: a captcha over the login form leaves the form open', () => {
    const login = vi.fn();
    const captcha = vi.fn();
    const { rerender } = render(renderModals(true, login, captcha));
    expect(screen.getAllByRole('dialog')).toHaveLength(2);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(captcha).toHaveBeenCalledTimes(1);
    expect(login).not.toHaveBeenCalled();
    rerender(renderModals(false, login, captcha));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(login).toHaveBeenCalledTimes(1);
    expect(captcha).toHaveBeenCalledTimes(1);
  });

  it('takes the focus when it opens (its first control), and does not take it back when the page re-renders it', () => {
    const { rerender } = render(renderModals(false, () => {}, () => {}));
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    const other = document.createElement('input');
    document.body.append(other);
    other.focus();
    rerender(renderModals(false, () => {}, () => {}));
    expect(other).toHaveFocus();
    other.remove();
  });

  it('gives the focus back to the control that opened it when it closes', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const { rerender } = render(<div>{renderModals(false, () => {}, () => {})}</div>);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    rerender(<div />);
    expect(opener).toHaveFocus();
    opener.remove();
  });

  describe('QA7 B: Tab and Shift+Tab stay inside the dialog on top (WAI-ARIA dialog pattern)', () => {
    const tab = (shiftKey = false) => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab', shiftKey });

    it('Tab on the last control goes to the first (the close button), Shift+Tab on the first to the last', () => {
      render(renderModals(false, () => {}, () => {}));
      const close = screen.getByRole('button', { name: 'Close' });
      const signUp = screen.getByRole('link', { name: 'Sign up' });
      signUp.focus();
      tab();
      expect(close).toHaveFocus();
      tab(true);
      expect(signUp).toHaveFocus();
    });

    it('inside the dialog the browser moves the focus itself (nothing is taken over)', () => {
      render(renderModals(false, () => {}, () => {}));
      screen.getByRole('textbox', { name: 'Login' }).focus();
      expect(fireEvent.keyDown(document.activeElement!, { key: 'Tab' })).toBe(true);
    });

    it('a focus that left the dialog comes back into it on Tab', () => {
      const behind = document.createElement('a');
      behind.href = '/en/toto';
      behind.textContent = 'Toto';
      document.body.append(behind);
      render(renderModals(false, () => {}, () => {}));
      behind.focus();
      tab();
      expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
      behind.focus();
      tab(true);
      expect(screen.getByRole('link', { name: 'Sign up' })).toHaveFocus();
      behind.remove();
    });

    it('only the dialog on top keeps the focus: under a captcha, Tab cycles in the captcha', () => {
      render(renderModals(true, () => {}, () => {}));
      const captcha = screen.getByRole('dialog', { name: 'Security check' });
      const code = within(captcha).getByRole('textbox', { name: 'Code' });
      code.focus();
      tab();
      expect(within(captcha).getByRole('button', { name: 'Close' })).toHaveFocus();
      tab(true);
      expect(code).toHaveFocus();
    });
  });
});
