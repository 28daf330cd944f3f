import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore } from 'effector';
import { describe, expect, it } from 'vitest';
import { AUTH_EN } from '../../adapters/fake/i18n/auth.en';
import { SHELL_EN } from '../../adapters/fake/i18n/shell.en';
import { setupAuth } from '../../../tests/unit/auth-env';
import { ModelsProvider, type UiModels } from '../models-context';
import { ForgotPasswordFlow } from './forgot-password-flow';

describe('password recovery flow', () => {
  it('QA10 #4: each step gives the focus to its first field (the code, then "New password", not "Repeat"), then to the done message', async () => {
    const env = setupAuth();
    // useT reads only the shell's dictionary and language.
    const shell = { $dictionary: createStore({ ...SHELL_EN, ...AUTH_EN }), $language: createStore('en') };
    render(
      <ModelsProvider models={{ shell, auth: { recovery: env.recovery } } as unknown as UiModels}>
        <ForgotPasswordFlow />
      </ModelsProvider>,
    );
    act(() => env.recovery.opened({ lang: 'en', siteCountryCode: 'GB' }));
    fireEvent.change(screen.getByLabelText('E-mail or account ID'), { target: { value: 'demo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Code' })).toHaveFocus());
    fireEvent.change(screen.getByRole('textbox', { name: 'Code' }), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByLabelText('New password')).toHaveFocus());
    expect(screen.getByLabelText('Repeat the new password')).toHaveValue('');
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'brandnew1' } });
    fireEvent.change(screen.getByLabelText('Repeat the new password'), { target: { value: 'brandnew1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('Your password has been changed.');
  });
});
