import { act, fireEvent, render, screen } from '@testing-library/react';
import { createStore } from 'effector';
import { describe, expect, it } from 'vitest';
import { AUTH_EN } from '../../adapters/fake/i18n/auth.en';
import { SHELL_EN } from '../../adapters/fake/i18n/shell.en';
import { createCaptchaChallengeModel } from '../../application/captcha/captcha-challenge.model';
import { ModelsProvider, type UiModels } from '../models-context';
import { CaptchaModal } from './captcha-modal';

function setup() {
  const captcha = createCaptchaChallengeModel({ service: null });
  // useT reads only the shell's dictionary and language.
  const shell = { $dictionary: createStore({ ...SHELL_EN, ...AUTH_EN }), $language: createStore('en') };
  render(
    <ModelsProvider models={{ shell, captcha } as unknown as UiModels}>
      <CaptchaModal />
    </ModelsProvider>,
  );
  return captcha.portIn();
}

describe('captcha modal (spec 001 §7)', () => {
  it('shows nothing until a request raises a captcha', () => {
    setup();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('answers the challenge with what the player typed', async () => {
    const port = setup();
    let answer!: Promise<string | null>;
    act(() => {
      answer = port.challenge();
    });
    const dialog = screen.getByRole('dialog', { name: 'Security check' });
    expect(dialog).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Code from the picture'), { target: { value: 'k7x2' } });
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    await expect(answer).resolves.toBe('k7x2');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a challenge after a refused answer says the code did not match; a first one does not', () => {
    const port = setup();
    act(() => void port.challenge({ retry: false }));
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    act(() => void port.challenge({ retry: true }));
    expect(screen.getByRole('alert')).toHaveTextContent('That code did not match. Please try again.');
  });

  it('cancel dismisses it and resolves null (the request fails as it was)', async () => {
    const port = setup();
    let answer!: Promise<string | null>;
    act(() => {
      answer = port.challenge();
    });
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    await expect(answer).resolves.toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
