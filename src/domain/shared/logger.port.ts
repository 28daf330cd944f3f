/** Structured logging. `context` carries machine-readable detail (operation name, codes). */
export interface LoggerPort {
  info(message: string, context?: Record<string, unknown>): void;
  warn(message: string, context?: Record<string, unknown>): void;
  error(message: string, context?: Record<string, unknown>): void;
}
export const LoggerPort = Symbol.for('LoggerPort');
