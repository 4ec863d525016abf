// The part of TOML that PHH files use (key = value, [tables], strings, numbers, booleans, arrays, inline tables, times), keeping each value's line for error messages.
export type TomlValue = string | number | boolean | TomlValue[] | TomlTable;
export interface TomlTable { [key: string]: TomlValue }

/** A value with the line it starts on (array elements keep theirs too). */
export interface Located { value: TomlValue; line: number; items?: Located[] }

/** One section of a file: the top level, or a `[name]` table (a .phhs file has one per hand). */
export interface TomlSection { name: string | null; line: number; entries: Map<string, Located> }

/** Thrown for text that is not the TOML PHH uses; `line` is 1-based. */
export class TomlError extends Error {
  constructor(readonly line: number, readonly detail: string) {
    super(`Line ${line}: ${detail}`);
    this.name = 'TomlError';
  }
}

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
  fail(detail: string): never { throw new TomlError(this.line, detail); }

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
    if (!this.done && this.peek() !== '\n') this.fail(`unexpected "${this.peek()}" after the value`);
  }

  key(): string {
    this.skipSpace();
    if (this.peek() === '"' || this.peek() === "'") return this.string();
    let key = '';
    while (!this.done && /[A-Za-z0-9_-]/.test(this.peek())) key += this.next();
    if (!key) this.fail(`expected a key, found "${this.peek() || 'the end of the file'}"`);
    return key;
  }

  string(): string {
    const quote = this.next();
    if (this.text.startsWith(quote.repeat(2), this.pos)) this.fail('multi-line strings are not used in hand histories');
    let out = '';
    for (;;) {
      if (this.done || this.peek() === '\n') this.fail('a string is not closed on its line');
      const c = this.next();
      if (c === quote) return out;
      if (c === '\\' && quote === '"') {
        const e = this.next();
        const simple: Record<string, string> = { n: '\n', t: '\t', r: '\r', '"': '"', '\\': '\\', b: '\b', f: '\f' };
        if (simple[e] !== undefined) out += simple[e];
        else if (e === 'u' || e === 'U') {
          const len = e === 'u' ? 4 : 8;
          const hex = this.text.slice(this.pos, this.pos + len);
          if (!/^[0-9A-Fa-f]+$/.test(hex) || hex.length !== len) this.fail('a \\u escape needs hex digits');
          this.pos += len;
          out += String.fromCodePoint(parseInt(hex, 16));
        } else this.fail(`unknown escape "\\${e}" in a string`);
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
        if (this.done) this.fail('an array is not closed');
        items.push(this.value());
        this.skipSpace(true);
        if (this.peek() === ',') { this.next(); continue; }
        if (this.peek() === ']') { this.next(); break; }
        this.fail(`expected "," or "]" in an array, found "${this.peek() || 'the end of the file'}"`);
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
        if (this.next() !== '=') this.fail(`expected "=" after "${key}"`);
        if (Object.prototype.hasOwnProperty.call(table, key)) this.fail(`"${key}" is given twice`);
        table[key] = this.value().value;
        this.skipSpace();
        const sep = this.next();
        if (sep === '}') return { value: table, line };
        if (sep !== ',') this.fail('expected "," or "}" in an inline table');
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
    this.fail(token ? `"${token.slice(0, 30)}" is not a value (strings need quotes)` : 'a value is missing');
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
      if (r.peek() === '[') r.fail('arrays of tables are not used in hand histories');
      r.skipSpace();
      const name = r.peek() === '"' || r.peek() === "'" ? r.string() : r.key();
      r.skipSpace();
      if (r.next() !== ']') r.fail('a table header needs a closing "]"');
      if (names.has(name)) r.fail(`the table [${name}] appears twice`);
      names.add(name);
      r.endOfLine();
      sections.push({ name, line, entries: new Map() });
      continue;
    }
    const key = r.key();
    if (!BARE_KEY.test(key) && key.length === 0) r.fail('empty key');
    r.skipSpace();
    if (r.next() !== '=') r.fail(`expected "=" after "${key}"`);
    const value = r.value();
    r.endOfLine();
    const section = sections[sections.length - 1];
    if (section.entries.has(key)) throw new TomlError(line, `"${key}" is given twice`);
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
