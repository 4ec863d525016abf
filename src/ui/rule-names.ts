// Rule IDs in plain words for learners (issue 13 item 1): the names live in the message catalogue;
// an ID this version has no name for falls back to its rule group's name.
import { msg, type MessageId } from '../i18n/index';
import { en } from '../i18n/en';
import { RULE_GROUPS, ruleGroupOf } from '../trainer/rule-ids';

/** A rule group's name ("Pots and showdown" for P) in the active language; an unknown group as it is. */
export function ruleGroupName(group: string): string {
  const key = `ruleGroup.${group}`;
  return key in en ? msg(key as MessageId) : RULE_GROUPS[group] ?? group;
}

/** "Side pots" for P-SIDEPOTS. */
export function ruleName(id: string): string {
  const key = `rule.${id}`;
  if (key in en) return msg(key as MessageId);
  return ruleGroupOf(id) in RULE_GROUPS ? ruleGroupName(ruleGroupOf(id)) : id;
}

/** Plain names for a list of IDs, without repeats. */
export const ruleNames = (ids: readonly string[]): string[] => [...new Set(ids.map(ruleName))];
