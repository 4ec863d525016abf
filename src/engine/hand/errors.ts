// The hand's one error type: a sentence a learner can read, and its message id with parameters for translations.
import { reason, type Reason, type ReasonId, type ReasonParams } from '../betting/reasons';

/** Thrown for an illegal action or a bad setup: the message is a sentence a learner can read; `reason` has its message id. */
export class HandError extends Error {
  readonly reason: Reason;
  constructor(messageOrReason: string | Reason, why?: Reason) {
    const r = typeof messageOrReason === 'string' ? (why ?? reason('unexplained', { text: messageOrReason })) : messageOrReason;
    super(typeof messageOrReason === 'string' ? messageOrReason : r.text);
    this.name = 'HandError';
    this.reason = r;
  }
}

/** A HandError from a message id and its parameters. */
export function handError(id: ReasonId, params: ReasonParams = {}): HandError {
  return new HandError(reason(id, params));
}
