// The part of TOML that PHH files use (key = value, [tables], strings, numbers, booleans, arrays, inline tables, times), keeping each value's line for error messages.
export type TomlValue = string | number | boolean | TomlValue[] | TomlTable;
export interface TomlTable { [key: string]: TomlValue }

/** A value with the line it starts on (array elements keep theirs too). */
export interface Located { value: TomlValue; line: number; items?: Located[] }

/** One section of a file: the top level, or a `[name]` table (a .phhs file has one per hand). */
export interface TomlSection { name: string | null; line: number; entries: Map<string, Located> }

type TextParams = Record<string, string | number>;

/** English details of text that is not PHH's TOML, by message id; the catalogues have `engine.<id>`. */
export const TOML_TEXT = {
  'toml.after-value': (p: TextParams) => `unexpected "${p.char}" after the value`,
  'toml.expected-key': (p: TextParams) => `expected a key, found "${p.char}"`,
  'toml.expected-key-eof': () => 'expected a key, found "the end of the file"',
  'toml.multi-line': () => 'multi-line strings are not used in hand histories',
  'toml.open-string': () => 'a string is not closed on its line',
  'toml.hex': () => 'a \\u escape needs hex digits',
  'toml.escape': (p: TextParams) => `unknown escape "\\${p.char}" in a string`,
  'toml.open-array': () => 'an array is not closed',
  'toml.array-sep': (p: TextParams) => `expected "," or "]" in an array, found "${p.char}"`,
  'toml.array-sep-eof': () => 'expected "," or "]" in an array, found "the end of the file"',
  'toml.equals': (p: TextParams) => `expected "=" after "${p.key}"`,
  'toml.twice': (p: TextParams) => `"${p.key}" is given twice`,
  'toml.table-sep': () => 'expected "," or "}" in an inline table',
  'toml.not-value': (p: TextParams) => `"${p.token}" is not a value (strings need quotes)`,
  'toml.no-value': () => 'a value is missing',
  'toml.table-array': () => 'arrays of tables are not used in hand histories',
  'toml.header': () => 'a table header needs a closing "]"',
  'toml.table-twice': (p: TextParams) => `the table [${p.name}] appears twice`,
  'toml.empty-key': () => 'empty key',
} satisfies Record<string, (p: TextParams) => string>;
export type TomlReasonId = keyof typeof TOML_TEXT;

/** Thrown for text that is not the TOML PHH uses; `line` is 1-based; `why` has the detail's message id (TOML_TEXT). */
export class TomlError extends Error {
  constructor(readonly line: number, readonly detail: string, readonly why?: { id: TomlReasonId; params: TextParams }) {
    super(`Line ${line}: ${detail}`);
    this.name = 'TomlError';
  }

  get reason(): string | undefined { return this.why ? 'phh.line' : undefined; }
  get params(): TextParams { return { ...this.why?.params, line: this.line, ...(this.why ? { detail: this.why.id } : {}) }; }
}

const tomlError = (line: number, id: TomlReasonId, params: TextParams = {}): TomlError =>
  new TomlError(line, TOML_TEXT[id](params), { id, params });

const BARE_KEY = /^[A-Za-z0-9_-]+$/;

class Reader {
  pos = 0;
  line = 1;
  constructor(private readonly text: string) {}

  get done(): boolean { return this.pos >= this.text.length; }
  peek(): string { return this.text[this.pos] ?? ''; }
  next(): string {
    const c = this.text[this.pos++] ?? '';
    if (c === '\n') this.line++;
    return c;
  }
  fail(id: TomlReasonId, params: TextParams = {}): never { throw tomlError(this.line, id, params); }

  /** Spaces and tabs (and, inside arrays, newlines and comments). */
  skipSpace(newlines = false): void {
    for (;;) {
      const c = this.peek();
      if (c === ' ' || c === '\t' || c === '\r') this.next();
      else if (newlines && c === '\n') this.next();
      else if (newlines && c === '#') this.skipComment();
      else return;
    }
  }

  skipComment(): void {
    while (!this.done && this.peek() !== '\n') this.next();
  }

  /** After a value: only spaces and a comment may follow on the line. */
  endOfLine(): void {
    this.skipSpace();
    if (this.peek() === '#') this.skipComment();
    if (!this.done && this.peek() !== '\n') this.fail('toml.after-value', { char: this.peek() });
  }

  key(): string {
    this.skipSpace();
    if (this.peek() === '"' || this.peek() === "'") return this.string();
    let key = '';
    while (!this.done && /[A-Za-z0-9_-]/.test(this.peek())) key += this.next();
    if (!key) this.fail(this.peek() ? 'toml.expected-key' : 'toml.expected-key-eof', { char: this.peek() });
    return key;
  }

  string(): string {
    const quote = this.next();
    if (this.text.startsWith(quote.repeat(2), this.pos)) this.fail('toml.multi-line');
    let out = '';
    for (;;) {
      if (this.done || this.peek() === '\n') this.fail('toml.open-string');
      const c = this.next();
      if (c === quote) return out;
      if (c === '\\' && quote === '"') {
        const e = this.next();
        const simple: Record<string, string> = { n: '\n', t: '\t', r: '\r', '"': '"', '\\': '\\', b: '\b', f: '\f' };
        if (simple[e] !== undefined) out += simple[e];
        else if (e === 'u' || e === 'U') {
          const len = e === 'u' ? 4 : 8;
          const hex = this.text.slice(this.pos, this.pos + len);
          if (!/^[0-9A-Fa-f]+$/.test(hex) || hex.length !== len) this.fail('toml.hex');
          this.pos += len;
          out += String.fromCodePoint(parseInt(hex, 16));
        } else this.fail('toml.escape', { char: e });
      } else out += c;
    }
  }

  value(): Located {
    this.skipSpace();
    const line = this.line;
    const c = this.peek();
    if (c === '"' || c === "'") return { value: this.string(), line };
    if (c === '[') {
      this.next();
      const items: Located[] = [];
      for (;;) {
        this.skipSpace(true);
        if (this.peek() === ']') { this.next(); break; }
        if (this.done) this.fail('toml.open-array');
        items.push(this.value());
        this.skipSpace(true);
        if (this.peek() === ',') { this.next(); continue; }
        if (this.peek() === ']') { this.next(); break; }
        this.fail(this.peek() ? 'toml.array-sep' : 'toml.array-sep-eof', { char: this.peek() });
      }
      return { value: items.map((i) => i.value), line, items };
    }
    if (c === '{') {
      this.next();
      const table: TomlTable = {};
      this.skipSpace();
      if (this.peek() === '}') { this.next(); return { value: table, line }; }
      for (;;) {
        const key = this.key();
        this.skipSpace();
        if (this.next() !== '=') this.fail('toml.equals', { key });
        if (Object.prototype.hasOwnProperty.call(table, key)) this.fail('toml.twice', { key });
        table[key] = this.value().value;
        this.skipSpace();
        const sep = this.next();
        if (sep === '}') return { value: table, line };
        if (sep !== ',') this.fail('toml.table-sep');
      }
    }
    let token = '';
    while (!this.done && !/[\s,\]}#]/.test(this.peek())) token += this.next();
    if (token === 'true' || token === 'false') return { value: token === 'true', line };
    if (/^[+-]?inf$/.test(token)) return { value: token.startsWith('-') ? -Infinity : Infinity, line };
    if (/^[+-]?(0|[1-9](_?\d)*)$/.test(token)) return { value: Number(token.replace(/_/g, '')), line };
    if (/^[+-]?(0|[1-9](_?\d)*)(\.\d(_?\d)*)?([eE][+-]?\d+)?$/.test(token)) return { value: Number(token.replace(/_/g, '')), line };
    // Dates and times (PHH's `time`) are kept as their text.
    if (/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?(Z|[+-]\d{2}:\d{2})?$|^\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(token)) return { value: token, line };
    this.fail(token ? 'toml.not-value' : 'toml.no-value', { token: token.slice(0, 30) });
  }
}

/** Parses the text into its sections (the top level first, then each `[name]` table, in order). */
export function parseToml(text: string): TomlSection[] {
  const r = new Reader(text);
  const sections: TomlSection[] = [{ name: null, line: 1, entries: new Map() }];
  const names = new Set<string>();
  for (;;) {
    r.skipSpace(true);
    if (r.done) break;
    const line = r.line;
    if (r.peek() === '[') {
      r.next();
      if (r.peek() === '[') r.fail('toml.table-array');
      r.skipSpace();
      const name = r.peek() === '"' || r.peek() === "'" ? r.string() : r.key();
      r.skipSpace();
      if (r.next() !== ']') r.fail('toml.header');
      if (names.has(name)) r.fail('toml.table-twice', { name });
      names.add(name);
      r.endOfLine();
      sections.push({ name, line, entries: new Map() });
      continue;
    }
    const key = r.key();
    if (!BARE_KEY.test(key) && key.length === 0) r.fail('toml.empty-key');
    r.skipSpace();
    if (r.next() !== '=') r.fail('toml.equals', { key });
    const value = r.value();
    r.endOfLine();
    const section = sections[sections.length - 1];
    if (section.entries.has(key)) throw tomlError(line, 'toml.twice', { key });
    section.entries.set(key, value);
  }
  return sections;
}

/** Writes a TOML string value. */
export function tomlString(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\t/g, '\\t')
    .split('').map((c) => (c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f ? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}` : c)).join('')}"`;
}

/** Writes any value the exporter uses (numbers, strings, booleans, arrays, flat inline tables). */
export function tomlValue(value: TomlValue): string {
  if (typeof value === 'string') return tomlString(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : value > 0 ? 'inf' : '-inf';
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map(tomlValue).join(', ')}]`;
  return `{ ${Object.entries(value).map(([k, v]) => `${BARE_KEY.test(k) ? k : tomlString(k)} = ${tomlValue(v)}`).join(', ')} }`;
}
