import { afterEach, describe, expect, it, vi } from 'vitest';
import { RemoteViewPort, type RemoteViewPort as RemoteViewPortType } from '../domain/remote-view';
import { createContainer } from './container';

const VIEW = { appName: 'slots', title: 'Slots', head: '', scriptsToLoad: [], body: '<div></div>' };

describe('HTTP build: remote views (config remoteApps may name another origin)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.cookie = 'user_token=; path=/; max-age=0';
    document.cookie = 'user_token_expires_at=; path=/; max-age=0';
  });

  async function renderAt(remoteUrl: string): Promise<Request> {
    const seen: Request[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        seen.push(request);
        return Response.json(VIEW);
      }),
    );
    // a signed-in player: a valid token for the next hour
    document.cookie = 'user_token=secret-token; path=/';
    document.cookie = `user_token_expires_at=${Math.floor(Date.now() / 1000) + 3600}; path=/`;
    const container = await createContainer({ adapters: 'http', apiBase: 'http://api.test', search: '' });
    await container.get<RemoteViewPortType>(RemoteViewPort).render({ remoteUrl, path: '/en/slots' });
    expect(seen).toHaveLength(1);
    return seen[0]!;
  }

  it("a remote app on another origin gets no bearer: the player's token stays with our own services", async () => {
    const request = await renderAt('https://remote.example/slots');
    expect(request.url).toBe('https://remote.example/slots/render?path=%2Fen%2Fslots');
    expect(request.headers.get('Authorization')).toBeNull();
    expect(request.headers.get('mf-render-mode')).toBe('json');
  });

  it('a same-origin remote app goes through the request pipeline (bearer included)', async () => {
    const request = await renderAt('/mf/slots');
    expect(request.url).toMatch(/^http:\/\/api\.test\/mf\/slots\/render\?path=/);
    expect(request.headers.get('Authorization')).toBe('Bearer secret-token');
  });
});
