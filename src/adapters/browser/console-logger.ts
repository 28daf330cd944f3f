import type { LoggerPort } from '../../domain/shared';

/** Logs to the console with a level prefix; the error-reporting service adapter replaces it in production. */
export class ConsoleLogger implements LoggerPort {
  constructor(private readonly sink: Pick<Console, 'info' | 'warn' | 'error'> = console) {}
  info(message: string, context?: Record<string, unknown>): void {
    this.sink.info(`[info] ${message}`, context ?? {});
  }
  warn(message: string, context?: Record<string, unknown>): void {
    this.sink.warn(`[warn] ${message}`, context ?? {});
  }
  error(message: string, context?: Record<string, unknown>): void {
    this.sink.error(`[error] ${message}`, context ?? {});
  }
}
