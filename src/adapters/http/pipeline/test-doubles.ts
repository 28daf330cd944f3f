import type { CookieOptions, CookiesPort } from '../../../domain/shared/cookies.port';
import type { LoggerPort } from '../../../domain/shared/logger.port';
import type { KeyValueStoragePort } from '../../../domain/shared/storage.port';

/** Cookies in a map, with the options each was last set with. */
export class MemoryCookies implements CookiesPort {
  readonly values = new Map<string, { value: string; options?: CookieOptions }>();
  get(name: string): string | null {
    return this.values.get(name)?.value ?? null;
  }
  set(name: string, value: string, options?: CookieOptions): void {
    this.values.set(name, { value, options });
  }
  remove(name: string): void {
    this.values.delete(name);
  }
}

export class MemoryStorage implements KeyValueStoragePort {
  readonly values = new Map<string, string>();
  get(key: string): string | null {
    return this.values.get(key) ?? null;
  }
  set(key: string, value: string): void {
    this.values.set(key, value);
  }
  remove(key: string): void {
    this.values.delete(key);
  }
}

export class RecordingLogger implements LoggerPort {
  readonly entries: { level: 'info' | 'warn' | 'error'; message: string; context?: Record<string, unknown> }[] = [];
  info(message: string, context?: Record<string, unknown>): void {
    this.entries.push({ level: 'info', message, context });
  }
  warn(message: string, context?: Record<string, unknown>): void {
    this.entries.push({ level: 'warn', message, context });
  }
  error(message: string, context?: Record<string, unknown>): void {
    this.entries.push({ level: 'error', message, context });
  }
}

export const jsonResponse = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A scripted server: each handler answers a request; every request is recorded. */
export function scriptedServer(handler: (request: Request, seen: Request[]) => Response | Promise<Response>) {
  const requests: Request[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    requests.push(request);
    return handler(request, requests);
  };
  const count = (pathPart: string) => requests.filter((r) => new URL(r.url).pathname.includes(pathPart)).length;
  return { fetch, requests, count };
}
