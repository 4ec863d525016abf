// Localized text tables for the procedure kinds: each entry reads its message in the active locale when used.
import { type MessageId, msg } from '../../i18n';

/** A table of message ids read as text: `table.key` is msg(id) in the active locale at the moment it is read. */
export function texts<K extends string>(ids: Readonly<Record<K, MessageId>>): Readonly<Record<K, string>> {
  const out = {} as Record<K, string>;
  for (const key of Object.keys(ids) as K[]) Object.defineProperty(out, key, { enumerable: true, get: () => msg(ids[key]) });
  return out;
}

/** A betting structure's name as the play table shows it ("No limit"). */
export const structureWords = (kind: string): string => msg(`play.structure.${kind}` as MessageId);
