/** One request a player made to support, with the messages of its thread, oldest first. */
export interface SupportRequest {
  id: string;
  subject: string;
  status: SupportRequestStatus;
  /** ms since the epoch */
  createdAt: number;
  messages: readonly SupportMessage[];
}

/** open: waiting for support; answered: support replied last; closed: resolved. */
export type SupportRequestStatus = 'open' | 'answered' | 'closed';

export interface SupportMessage {
  author: 'player' | 'support';
  text: string;
  /** ms since the epoch */
  sentAt: number;
}

/** The history as the modal lists it: newest request first, whatever order it came in. */
export const newestFirst = (requests: readonly SupportRequest[]): SupportRequest[] => [...requests].sort((a, b) => b.createdAt - a.createdAt);
