import 'server-only';

import type { Deliver, QueueEntry, QueuedMessage } from './message';

export type StoredState = 'pending' | 'delivered' | 'rejected';
/** What the store knows of a reference: its state and its content's digest (null: stored before digests). */
export type Known = { state: StoredState; digest: string | null };

/** How many messages wait, and when the oldest of them was received (ms since the epoch; null: none). */
export type Backlog = { depth: number; oldestReceivedAt: number | null };

/** Keeps a message from `accept` until a delivery succeeds, across restarts, retrying with backoff. */
export interface MessageStore {
  readonly kind: 'disk' | 'redis';
  /** Unless the reference is known; a new message is held `holdMs` for the attempt made at once. */
  accept(message: QueuedMessage, holdMs: number): Promise<{ created: boolean } & Known>;
  state(reference: string): Promise<Known | null>;
  delivered(reference: string): Promise<void>;
  /** Contact Form 7 refused fields on the attempt made at once: the visitor fixes them, nothing is kept. */
  discard(reference: string): Promise<void>;
  /** The attempt made at once failed: the worker retries after the backoff. */
  failed(reference: string, detail: string): Promise<void>;
  /** Contact Form 7 refused it for good: out of the retry loop and the cap, kept for the operator. */
  rejected(reference: string, detail: string): Promise<void>;
  start(deliver: Deliver): void;
  list(): Promise<QueueEntry[]>;
  backlog(): Promise<Backlog>;
  /** Without reading the messages: checked on every message accepted. */
  depth(): Promise<number>;
  probeWrite(): Promise<void>;
  retryNow(): Promise<number>;
  /** Makes one message due now, a rejected one back in the retry loop; false: no such message here. */
  retry(reference: string): Promise<boolean>;
  /** Erases one waiting or rejected message; false: no such message here. */
  drop(reference: string): Promise<boolean>;
  close(): Promise<void>;
}
