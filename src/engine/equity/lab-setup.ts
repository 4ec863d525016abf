// The equity lab's setup as typed (every game of RULES.md §5) and its link code; lab-request.ts reads it into an engine
// request, with each problem tied to the field where it was typed so the page can show it there and keep the rest.
import { EQUITY_GAMES, EQUITY_GAME_IDS, type EquityGameSpec } from './games';
import { asciiJson, base64UrlToText, fnv1a, textToBase64Url } from '../codes';
import type { EquityGameId, EquityMode } from './types';

/** One player as typed. Which fields count depends on the game (see `playerFields`). */
export interface LabPlayer {
  /** Hold'em: two cards or a range; Omaha: the hand (empty = random); draw games: the cards kept. */
  hand: string;
  /** Stud games and Telesina: the down cards and the up cards. */
  down: string;
  up: string;
  /** Draw games: how many cards this player draws. */
  draw: number;
}

export interface LabSetup {
  game: EquityGameId;
  players: LabPlayer[];
  /** Community cards (hold'em/Omaha board; Telesina: the Vela). */
  board: string;
  dead: string;
  mode: EquityMode;
  /** Monte Carlo trials. */
  trials: number;
}

/** The fields a player has in a game. */
export type PlayerFields = 'hand' | 'stud' | 'draw';

export const playerFields = (spec: EquityGameSpec): PlayerFields =>
  spec.kind === 'draw' ? 'draw' : spec.kind === 'stud' || spec.id === 'telesina' ? 'stud' : 'hand';

export const emptyPlayer = (): LabPlayer => ({ hand: '', down: '', up: '', draw: 0 });

/** A fresh setup for a game: two players. */
export function defaultSetup(game: EquityGameId = 'holdem'): LabSetup {
  return { game, players: [emptyPlayer(), emptyPlayer()], board: '', dead: '', mode: 'auto', trials: 1_000_000 };
}

/** Where a problem was typed: 'board', 'dead', 'players', 'trials', or `p<i>.hand` / `p<i>.down` / `p<i>.up` / `p<i>.draw`. */
export type LabField = string;

/** A problem at one field, with the engine's message. */
/** A field's problem: the English sentence, the token at fault, and its message id with parameters (errorText renders it). */
export interface LabProblem { field: LabField; message: string; token?: string; reason?: { id: string; params: Readonly<Record<string, string | number>> } }

export const MAX_LAB_TRIALS = 100_000_000;

const HOLE_CARDS = /^\s*(?:(?:10|[2-9TJQKA])[cdhs][\s,]*){2}$/i;

/** Whether a hold'em hand field holds two cards (else it is read as a range). */
export const isTwoCards = (text: string): boolean => HOLE_CARDS.test(text);

// ---- The link: the whole setup in the URL fragment, #/equity/<code>, checksummed like the drill links.

export const LAB_ROUTE = '#/equity/';
const LAB_LINK_VERSION = 1;
/** The longest code accepted (ten stud players with every card typed fit in well under this). */
export const MAX_LAB_CODE = 3000;

/** The link code of a setup: base64url of a compact JSON, a dot, and a checksum. */
export function encodeLabSetup(s: LabSetup): string {
  const body = textToBase64Url(asciiJson([LAB_LINK_VERSION, s.game, s.mode, s.trials, s.board, s.dead,
    s.players.map((p) => [p.hand, p.down, p.up, p.draw])]));
  return `${body}.${(fnv1a(body) % 36 ** 5).toString(36).padStart(5, '0')}`;
}

export type LabDecoded = { ok: true; setup: LabSetup } | { ok: false; message: string; reason: { id: string; params: Readonly<Record<string, string | number>> } };

const MODES: readonly EquityMode[] = ['auto', 'exact', 'monte-carlo'];
const isText = (x: unknown, max = 400): x is string => typeof x === 'string' && x.length <= max;

type TextParams = Record<string, string | number>;

/** English sentences of an equity link that cannot be opened, by message id; the catalogues have `engine.<id>`. */
export const LAB_LINK_TEXT = {
  'lablink.empty': () => 'The equity link is empty.',
  'lablink.tooLong': () => 'This equity link is far too long; it may have been pasted twice or joined to other text.',
  'lablink.incomplete': () => 'This equity link is incomplete or damaged: check that it was copied whole.',
  'lablink.checksum': () => 'This equity link was changed or cut short: its checksum does not match.',
  'lablink.unreadable': () => 'This equity link is damaged: its contents cannot be read.',
  'lablink.shape': () => 'This equity link is damaged: its contents have the wrong shape.',
  'lablink.notFelt': () => 'This is not a Felt equity link.',
  'lablink.newer': () => 'This equity link was made by a newer version of Felt. Update the app and open it again.',
  'lablink.game': () => 'This equity link names a game Felt does not know.',
  'lablink.mode': () => 'This equity link has an unknown calculation mode.',
  'lablink.trials': () => 'This equity link has a number of trials out of range.',
  'lablink.cardsText': () => 'This equity link is damaged: its board or dead cards are not text.',
  'lablink.players': (p: TextParams) => `This equity link has the wrong number of players for ${p.game}.`,
  'lablink.player': () => 'This equity link is damaged: a player\'s cards cannot be read.',
} satisfies Record<string, (p: TextParams) => string>;
type LabLinkReasonId = keyof typeof LAB_LINK_TEXT;

/**
 * Reads a link code (or a whole URL / fragment holding one). Never throws: a damaged or foreign code gets a
 * sentence. The texts inside are checked by labRequest like typed ones, so a bad card shows at its field.
 */
export function decodeLabSetup(text: unknown): LabDecoded {
  const fail = (id: LabLinkReasonId, params: TextParams = {}): LabDecoded => ({ ok: false, message: LAB_LINK_TEXT[id](params), reason: { id, params } });
  if (typeof text !== 'string' || text.trim() === '') return fail('lablink.empty');
  const at = text.indexOf(LAB_ROUTE);
  const code = (at >= 0 ? text.slice(at + LAB_ROUTE.length) : text).trim();
  if (code.length > MAX_LAB_CODE) return fail('lablink.tooLong');
  const m = /^([A-Za-z0-9_-]+)\.([0-9a-z]{5})$/.exec(code);
  if (!m) return fail('lablink.incomplete');
  if ((fnv1a(m[1]) % 36 ** 5).toString(36).padStart(5, '0') !== m[2]) return fail('lablink.checksum');
  let data: unknown;
  try { data = JSON.parse(base64UrlToText(m[1])); } catch { return fail('lablink.unreadable'); }
  if (!Array.isArray(data) || data.length !== 7) return fail('lablink.shape');
  const [version, game, mode, trials, board, dead, players] = data as unknown[];
  if (typeof version !== 'number' || version < 1) return fail('lablink.notFelt');
  if (version > LAB_LINK_VERSION) return fail('lablink.newer');
  if (typeof game !== 'string' || !(EQUITY_GAME_IDS as string[]).includes(game)) return fail('lablink.game');
  if (typeof mode !== 'string' || !(MODES as string[]).includes(mode)) return fail('lablink.mode');
  if (typeof trials !== 'number' || !Number.isInteger(trials) || trials < 1000 || trials > MAX_LAB_TRIALS) return fail('lablink.trials');
  if (!isText(board, 40) || !isText(dead, 200)) return fail('lablink.cardsText');
  const spec = EQUITY_GAMES[game as EquityGameId];
  if (!Array.isArray(players) || players.length < spec.minPlayers || players.length > spec.maxPlayers) {
    return fail('lablink.players', { game: spec.name, gameId: spec.id });
  }
  const list: LabPlayer[] = [];
  for (const p of players as unknown[]) {
    if (!Array.isArray(p) || p.length !== 4 || !isText(p[0]) || !isText(p[1], 40) || !isText(p[2], 40) || !Number.isInteger(p[3]) || p[3] < 0 || p[3] > 5) {
      return fail('lablink.player');
    }
    list.push({ hand: p[0], down: p[1], up: p[2], draw: p[3] as number });
  }
  return { ok: true, setup: { game: game as EquityGameId, mode: mode as EquityMode, trials, board, dead, players: list } };
}
