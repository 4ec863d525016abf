// HandError from a message id: the sentence comes from REASON_TEXT. The class itself lives in ./error-class.ts and needs
// no sentence catalogue, so the game catalogue, which throws it, does not pull REASON_TEXT into every page.
import { reason, type ReasonId, type ReasonParams } from '../betting/reasons';
import { HandError } from './error-class';

export { HandError };

/** A HandError from a message id and its parameters. */
export function handError(id: ReasonId, params: ReasonParams = {}): HandError {
  return new HandError(reason(id, params));
}
