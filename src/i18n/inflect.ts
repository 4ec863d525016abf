// Case endings for labels filled into Turkish and Greek sentences (issue 15): a catalogue marks where the grammar
// inflects a placeholder, and the filled text gets the ending or article that fits the label it received.
//
// Turkish: a suffix written in its archiphoneme form right after the placeholder, `{seat}’(DA)`, becomes the form
// vowel harmony and the buffer consonants give after the label's last spoken word ("Koltuk 3’te", "Oyuncu 2’yi",
// "El A’nın"): (DA) locative, (DAn) ablative, (I) accusative, (A) dative, (In) genitive. Numbers are read aloud
// (3 = üç, 10 = on, 40 = kırk), single letters by their Turkish names (A = a, B = be). The apostrophe stays: the
// labels are names.
// Greek: an article in brackets before the placeholder, `[ο] {player}`, marks the case: [ο] nominative, [του]
// genitive, [τον] accusative, [στον] σε + accusative; a capital ([Ο], [Του], ...) starts a sentence. The article
// takes the gender of the label's noun and the noun its case ("του Παίκτη 2", "της Θέσης 3", "στο Χέρι Β"); a list
// of labels ("Παίκτης 1 και Παίκτης 2") gets an article before each one.

// ---- Turkish ----

const UNITS = ['sıfır', 'bir', 'iki', 'üç', 'dört', 'beş', 'altı', 'yedi', 'sekiz', 'dokuz'];
const TENS = ['', 'on', 'yirmi', 'otuz', 'kırk', 'elli', 'altmış', 'yetmiş', 'seksen', 'doksan'];
const LETTERS: Record<string, string> = {
  A: 'a', B: 'be', C: 'ce', Ç: 'çe', D: 'de', E: 'e', F: 'fe', G: 'ge', Ğ: 'yumuşak ge', H: 'he', I: 'ı', İ: 'i', J: 'je',
  K: 'ke', L: 'le', M: 'me', N: 'ne', O: 'o', Ö: 'ö', P: 'pe', Q: 'kü', R: 're', S: 'se', Ş: 'şe', T: 'te', U: 'u',
  Ü: 'ü', V: 've', W: 'çift ve', X: 'iks', Y: 'ye', Z: 'ze',
};

/** The last word of a whole number read aloud in Turkish: 3 -> üç, 40 -> kırk, 300 -> yüz, 2000 -> bin. */
export function turkishNumberTail(n: number): string {
  if (n === 0) return UNITS[0];
  if (n % 10) return UNITS[n % 10];
  if (n % 100) return TENS[(n % 100) / 10];
  if (n % 1000) return 'yüz';
  if (n % 1_000_000) return 'bin';
  if (n % 1_000_000_000) return 'milyon';
  return 'milyar';
}

/** How the last word of a label sounds: a number read aloud, a lone capital by its name, else the word itself. */
function spoken(token: string): string {
  const digits = /(\d+)$/.exec(token.replace(/[.\s\u00a0\u202f]/g, ''));
  if (digits) return turkishNumberTail(Number(digits[1]));
  if (/^\p{Lu}$/u.test(token)) return LETTERS[token] ?? token.toLocaleLowerCase('tr');
  return token.toLocaleLowerCase('tr');
}

export type TurkishSuffix = 'DA' | 'DAn' | 'I' | 'A' | 'In';

/** The suffix (without its apostrophe) that follows a label ending in `token`: ("3", "DA") -> "te". */
export function turkishSuffix(token: string, suffix: TurkishSuffix): string {
  const word = spoken(token);
  const vowels = word.match(/[aeıioöuü]/g) ?? ['e'];
  const v = vowels[vowels.length - 1];
  const back = 'aıou'.includes(v);
  const endsInVowel = /[aeıioöuü]$/.test(word);
  const voiceless = /[çfhkpsşt]$/.test(word);
  const two = back ? 'a' : 'e';
  const four = v === 'a' || v === 'ı' ? 'ı' : v === 'o' || v === 'u' ? 'u' : v === 'e' || v === 'i' ? 'i' : 'ü';
  switch (suffix) {
    case 'DA': return `${voiceless ? 't' : 'd'}${two}`;
    case 'DAn': return `${voiceless ? 't' : 'd'}${two}n`;
    case 'I': return `${endsInVowel ? 'y' : ''}${four}`;
    case 'A': return `${endsInVowel ? 'y' : ''}${two}`;
    case 'In': return `${endsInVowel ? 'n' : ''}${four}n`;
  }
}

const TR_MARK = /(\S+)’\((DAn|DA|In|I|A)\)/gu;

/** Resolves the Turkish suffix marks of a filled text. */
export const inflectTurkish = (text: string): string =>
  text.replace(TR_MARK, (_, token: string, suffix: TurkishSuffix) => `${token}’${turkishSuffix(token.replace(/[)”"]+$/, ''), suffix)}`);

// ---- Greek ----

type Gender = 'm' | 'f' | 'n';
export type GreekCase = 'nom' | 'gen' | 'acc';
/** The label nouns Felt's quizzes use, with their forms (nominative, genitive, accusative). */
const NOUNS: { forms: [string, string, string]; gender: Gender }[] = [
  { forms: ['Παίκτης', 'Παίκτη', 'Παίκτη'], gender: 'm' },
  { forms: ['Αντίπαλος', 'Αντιπάλου', 'Αντίπαλο'], gender: 'm' },
  { forms: ['Θέση', 'Θέσης', 'Θέση'], gender: 'f' },
  { forms: ['Χέρι', 'Χεριού', 'Χέρι'], gender: 'n' },
];
const CASE_INDEX: Record<GreekCase, number> = { nom: 0, gen: 1, acc: 2 };

/** The article: the accusative masculine and feminine keep their -ν before a vowel and before κ π τ ξ ψ (and μπ ντ γκ τσ τζ). */
function article(gender: Gender, c: GreekCase, next: string): string {
  if (c === 'nom') return gender === 'm' ? 'ο' : gender === 'f' ? 'η' : 'το';
  if (c === 'gen') return gender === 'f' ? 'της' : 'του';
  if (gender === 'n') return 'το';
  const keepsN = /^([αεηιουωάέήίόύώ]|[κπτξψ]|μπ|ντ|γκ|τσ|τζ)/iu.test(next.normalize('NFC').toLocaleLowerCase('el'));
  return gender === 'm' ? 'τον' : keepsN ? 'την' : 'τη';
}

/** One Greek label with its article in a case: ("Παίκτης 2", "gen") -> "του Παίκτη 2"; null when its noun is not known. */
export function greekLabel(label: string, c: GreekCase): string | null {
  for (const { forms, gender } of NOUNS) {
    for (const lower of [false, true]) {
      const nom = lower ? forms[0].toLocaleLowerCase('el') : forms[0];
      if (label !== nom && !label.startsWith(`${nom} `)) continue;
      const form = lower ? forms[CASE_INDEX[c]].toLocaleLowerCase('el') : forms[CASE_INDEX[c]];
      return `${article(gender, c, form)} ${form}${label.slice(nom.length)}`;
    }
  }
  return null;
}

const EL_MARKS: Record<string, [GreekCase, boolean]> = { ο: ['nom', false], του: ['gen', false], τον: ['acc', false], στον: ['acc', true] };
const NOUN_START = NOUNS.map((n) => n.forms[0]).flatMap((w) => [w, w.toLocaleLowerCase('el')]).join('|');
/** A mark, then one label or a list of them ("Παίκτης 1, Παίκτης 2 και Παίκτης 3"). */
const EL_MARK = new RegExp(`\\[(ο|Ο|του|Του|τον|Τον|στον|Στον)\\] ((?:${NOUN_START}) \\S+?(?:(?:, | και | ή )(?:${NOUN_START}) \\S+?)*)(?=$|[\\s,.;:·)(])`, 'gu');

/** Resolves the Greek article marks of a filled text (a label whose noun is unknown is left as it is, mark removed). */
export function inflectGreek(text: string): string {
  const out = text.replace(EL_MARK, (_, mark: string, list: string) => {
    const [c, withSe] = EL_MARKS[mark.toLocaleLowerCase('el')];
    const parts = list.split(/(, | και | ή )/u);
    const done = parts.map((p, i) => (i % 2 ? p : greekLabel(p, c) ?? p)).map((p, i) => (i % 2 === 0 && withSe ? `σ${p}` : p));
    const joined = done.join('');
    return mark[0] === mark[0].toLocaleLowerCase('el') ? joined : joined.charAt(0).toLocaleUpperCase('el') + joined.slice(1);
  });
  // A mark before something that is not a known label: drop the mark rather than show brackets.
  return out.replace(/\[(ο|Ο|του|Του|τον|Τον|στον|Στον)\] /gu, '');
}

// ---- Game names inside a sentence ----
// A game's name is written as a title in the catalogue (rule.G-*: "Πόκερ αλλαγής με 32 φύλλα", "Yedi kartlı stud"),
// but where its first word is a common noun or a number the sentence writes it in lower case, as the lessons do
// ("Το πόκερ αλλαγής με 32 φύλλα παίζεται...", "το stud επτά φύλλων", "yedi kartlı stud için"). Proper names
// (Texas hold’em, Omaha, Soko, Americana, Telesina) keep their capital.
const EL_GAME_IN_SENTENCE = /(?<=\p{Ll}[ \u00a0])(Πόκερ αλλαγής|Stud επτά)/gu;
const TR_GAME_IN_SENTENCE = /(?<=\p{Ll}[ \u00a0])(Beş kartlı|Yedi kartlı)/gu;
const lowerFirst = (locale: string) => (word: string): string => word.charAt(0).toLocaleLowerCase(locale) + word.slice(1);

/** Game names inside a sentence, in the sentence's case (see above). */
export function gameNamesInSentence(locale: string, text: string): string {
  if (locale === 'el') return text.includes('Πόκερ') || text.includes('Stud') ? text.replace(EL_GAME_IN_SENTENCE, lowerFirst('el')) : text;
  if (locale === 'tr') return text.includes(' kartlı') ? text.replace(TR_GAME_IN_SENTENCE, lowerFirst('tr')) : text;
  return text;
}

/** The inflection step of msg(): only texts that carry a mark (or a game's name) are touched. */
export function inflect(locale: string, text: string): string {
  if (locale === 'tr') return gameNamesInSentence(locale, text.includes('’(') ? inflectTurkish(text) : text);
  if (locale === 'el') return gameNamesInSentence(locale, text.includes('[') ? inflectGreek(text) : text);
  return text;
}
