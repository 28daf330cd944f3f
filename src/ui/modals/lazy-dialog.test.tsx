import { act, fireEvent, render, screen } from '@testing-library/react';
import { createStore } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { SHELL_EN } from '../../adapters/fake/i18n/shell.en';
import { ModelsProvider, type UiModels } from '../models-context';
import { dialogChunk, LazyDialog, type DialogChunk } from './lazy-dialog';
import { Modal } from './modal';

function LoginForm({ lng }: { lng: string }) {
  return (
    <Modal title="Log in" onClose={() => undefined}>
      <label>
        Login ({lng})
        <input />
      </label>
    </Modal>
  );
}

const shell = { $dictionary: createStore({ ...SHELL_EN, login_title: 'Log in' }), $language: createStore('en') };

function renderDialog(chunk: DialogChunk<{ lng: string }>, onClose = () => undefined, onError: (error: unknown) => void = () => undefined) {
  return render(
    <ModelsProvider models={{ shell } as unknown as UiModels}>
      <LazyDialog chunk={chunk} title="login_title" onClose={onClose} onError={onError} props={{ lng: 'en' }} />
    </ModelsProvider>,
  );
}

describe('LazyDialog (a dialog that is a chunk of its own)', () => {
  it('says Loading… in a dialog of the same title until the chunk comes, then shows the dialog', async () => {
    let resolve!: (component: typeof LoginForm) => void;
    const chunk = dialogChunk(() => new Promise<typeof LoginForm>((r) => (resolve = r)));
    renderDialog(chunk);
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await act(async () => resolve(LoginForm));
    expect(screen.getByRole('textbox', { name: 'Login (en)' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a chunk that fails to load says so with Try again, which asks the network again (bad network: the dialog can still open)', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const load = vi.fn<() => Promise<typeof LoginForm>>().mockRejectedValueOnce(failure);
    load.mockResolvedValueOnce(LoginForm);
    const chunk = dialogChunk(load);
    const onError = vi.fn();
    renderDialog(chunk, undefined, onError);
    expect(await screen.findByRole('alert')).toHaveTextContent('This window could not be loaded');
    // the failure goes to the log through the shell (the logger port), not the console
    expect(onError).toHaveBeenCalledWith(failure);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Login (en)' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('closing works while it loads or after a failure', async () => {
    const onClose = vi.fn();
    renderDialog(dialogChunk(() => Promise.reject(new TypeError('offline'))), onClose);
    await screen.findByRole('alert');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a chunk that came once opens at once the next time, without a loading state', async () => {
    const chunk = dialogChunk(() => Promise.resolve(LoginForm));
    await chunk.load();
    renderDialog(chunk);
    expect(screen.getByRole('textbox', { name: 'Login (en)' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
