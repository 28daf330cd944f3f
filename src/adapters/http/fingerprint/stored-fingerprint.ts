import {
  FINGERPRINT_FAILURE_LIMIT,
  FINGERPRINT_STORAGE_KEY,
  isFingerprintComplete,
  isFingerprintFresh,
  type FingerprintPort,
  type FingerprintRecord,
} from '../../../domain/fingerprint/fingerprint.port';
import type { ClockPort } from '../../../domain/shared/clock.port';
import type { LoggerPort } from '../../../domain/shared/logger.port';
import type { KeyValueStoragePort } from '../../../domain/shared/storage.port';
import { sharedWhileInFlight } from '../shared-while-in-flight';

/** The fingerprint script: resolves with whatever it produced for a token. */
export type FingerprintSource = () => Promise<unknown>;

/**
 * The fingerprint record in memory and local storage (spec 001 §3). An invalid
 * response (token, expiry or data missing, 001 §5) is logged and counted;
 * after 2 failures fingerprinting stops unless forced (001 §8, §9).
 */
export class StoredFingerprint implements FingerprintPort {
  private record: FingerprintRecord | null = null;
  private failureCount = 0;
  /** One computation at a time: refreshes asked while it runs share it. */
  private readonly computeOnce = sharedWhileInFlight(() => this.compute());

  constructor(
    private readonly source: FingerprintSource,
    private readonly storage: KeyValueStoragePort,
    private readonly clock: ClockPort,
    private readonly logger: LoggerPort,
  ) {}

  get failures(): number {
    return this.failureCount;
  }

  current(): FingerprintRecord | null {
    this.record ??= this.read();
    return isFingerprintFresh(this.record, this.clock.now()) ? this.record : null;
  }

  refresh(options: { force?: boolean } = {}): Promise<FingerprintRecord | null> {
    if (this.failureCount >= FINGERPRINT_FAILURE_LIMIT && !options.force) return Promise.resolve(null);
    return this.computeOnce();
  }

  private async compute(): Promise<FingerprintRecord | null> {
    let value: unknown;
    try {
      value = await this.source();
    } catch (error) {
      return this.fail('fingerprint script failed', { error: String(error) });
    }
    const candidate = (typeof value === 'object' && value !== null ? value : {}) as Partial<FingerprintRecord>;
    if (!isFingerprintComplete(candidate)) return this.fail('invalid fingerprint response', {});
    const record: FingerprintRecord = { token: candidate.token, componentsData: candidate.componentsData, expiresAt: candidate.expiresAt };
    this.record = record;
    this.failureCount = 0;
    this.storage.set(FINGERPRINT_STORAGE_KEY, JSON.stringify(record));
    return record;
  }

  private fail(message: string, context: Record<string, unknown>): null {
    this.failureCount += 1;
    this.logger.warn(message, { operation: 'fingerprint', failures: this.failureCount, ...context });
    return null;
  }

  private read(): FingerprintRecord | null {
    const raw = this.storage.get(FINGERPRINT_STORAGE_KEY);
    if (!raw) return null;
    try {
      const parsed = JSON.parse(raw) as Partial<FingerprintRecord>;
      return isFingerprintComplete(parsed) ? parsed : null;
    } catch {
      return null;
    }
  }
}
