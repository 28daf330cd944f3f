/** Result of the block service (blocks-api v2/block): displayTypeId 1 means blocked (spec 001 §7). */
export interface BlockingState {
  isBlocked: boolean;
  /** Blocking reason (templateTypeId); maps to a system page (spec 000 §4). */
  reason: number | null;
}

export const NOT_BLOCKED: BlockingState = { isBlocked: false, reason: null };

/** Asks the block service whether this visitor may use the site at `url`. */
export interface BlockingPort {
  check(request: { isAuthenticated: boolean; url: string }): Promise<BlockingState>;
}
export const BlockingPort = Symbol.for('BlockingPort');
