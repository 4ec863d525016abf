// The hand's one error type: a sentence a learner can read, and its message id with parameters for translations.
import type { Reason } from '../betting/reasons';

/** Thrown for an illegal action or a bad setup: the message is a sentence a learner can read; `reason` has its message id. */
export class HandError extends Error {
  readonly reason: Reason;
  constructor(messageOrReason: string | Reason, why?: Reason) {
    const r = typeof messageOrReason === 'string' ? (why ?? { id: 'unexplained', params: { text: messageOrReason }, text: messageOrReason }) : messageOrReason;
    super(typeof messageOrReason === 'string' ? messageOrReason : r.text);
    this.name = 'HandError';
    this.reason = r;
  }
}

