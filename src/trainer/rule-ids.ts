// A copy of the rule IDs of ../shared/RULES.md, in its order (the rules:coverage script falls back
// to it when ../shared is missing; test/trainer-core.test.ts checks it against RULES.md).
import { msg, type MessageId } from '../i18n/index';

export const RULE_IDS = [
  'C-DECK52', 'C-DECK32', 'C-SUITORDER', 'C-NOTATION', 'H-HIGH', 'H-HOLDEM', 'H-OMAHA', 'H-LOW8', 'H-27',
  'H-SOKO', 'H-AMERICANA', 'H-TELESINA', 'H-TELESINA-HU', 'H-DRAW32', 'B-NL', 'B-MINRAISE',
  'B-RAISE-CLOSED', 'B-MINRAISE-DOUBLE', 'B-FULLBET', 'B-HALFRULE', 'B-LIVEACTS', 'B-DECLARE', 'B-PL', 'B-HALFPL',
  'B-FL', 'B-FL-DOUBLE', 'B-FL-SHORT', 'B-SPREAD', 'B-STACK', 'B-FOLDFREE', 'F-BLINDS', 'F-HEADSUP', 'F-DEADBUTTON', 'F-NEWPLAYER', 'F-MISSED', 'F-ORDER-FLOP',
  'F-ANTE', 'F-BRINGIN', 'F-ORDER-STUD', 'F-ORDER-DRAW32', 'G-HOLDEM', 'G-OMAHA', 'G-OMAHA5', 'G-OMAHA-HL',
  'G-OMAHA5-HL', 'G-STUD7', 'G-STUD7-COMMUNITY', 'G-STUD7-HL', 'G-SOKO', 'G-DRAW5', 'G-27TD', 'G-DRAW-TIMER',
  'G-DRAW-RESHUFFLE', 'G-AMERICANA', 'G-TELESINA', 'G-DRAW32', 'G-DRAW32-SPLIT', 'P-SIDEPOTS', 'P-ODDCHIP',
  'P-SHOWORDER', 'P-RUNOUT', 'P-RIT', 'P-RIT-INTERACTIVE', 'P-RIT+1', 'P-RAKE', 'I-MISDEAL', 'I-EXPOSED',
  'I-PREMATURE', 'I-BURNS', 'I-DISCONNECT', 'I-CRASH', 'T-CHIPS', 'T-PRIVACY', 'T-AI',
] as const;
export type RuleId = (typeof RULE_IDS)[number];

/**
 * Rule IDs the trainer adds where RULES.md has none (issue 12), each with its source. rules:coverage lists them
 * after the rule book's own.
 */
export const TRAINER_RULES = [
  { id: 'H-NUTS', rule: 'The nuts: the best hand any player could hold on a given board (hold’em any five of seven; Omaha exactly two hole and three board cards).', source: 'seed 004 (the best five cards of those available; the Omaha two-plus-three rule) and card-room usage' },
] as const;
export const TRAINER_RULE_IDS: readonly string[] = TRAINER_RULES.map((r) => r.id);
/** Every rule ID a quiz or lesson may name: the rule book's and the trainer's own. */
export const ALL_RULE_IDS: readonly string[] = [...RULE_IDS, ...TRAINER_RULE_IDS];

/** Rule groups by ID prefix, as RULES.md's sections (the Progress page charts mastery per group). */
/** The rule book's groups by ID prefix, named in the active language when read ('ruleGroup.<prefix>'). */
export const RULE_GROUPS: Readonly<Record<string, string>> = Object.defineProperties({}, Object.fromEntries(
  ['C', 'H', 'B', 'F', 'G', 'P', 'I', 'T'].map((g) => [g, { enumerable: true, get: () => msg(`ruleGroup.${g}` as MessageId) }]),
));

export const ruleGroupOf = (id: string): string => id.split('-')[0];
