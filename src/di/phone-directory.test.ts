import { describe, expect, it } from 'vitest';
import { createContainer, resolveModels } from './container';

describe('the composition root makes one phone directory for the page', () => {
  it('the login, registration and recovery forms use the account transfer\'s directory, so the countries and masks load once a language (review: each loaded its own)', async () => {
    const models = resolveModels(await createContainer({ adapters: 'fake', apiBase: '', search: '' }));
    expect(models.auth.phones).toBe(models.session.phones);
  });
});
