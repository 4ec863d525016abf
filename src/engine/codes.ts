// Codes for links and tables, written without the browser's atob/btoa (the engine runs with the ES library only):
// base64 for the preflop table, base64url of ASCII JSON for the lab, hand and drill links, and their FNV-1a checksums.
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const VALUE = new Int16Array(128).fill(-1);
for (let i = 0; i < 64; i++) VALUE[ALPHABET.charCodeAt(i)] = i;
VALUE['-'.charCodeAt(0)] = 62; // base64url too
VALUE['_'.charCodeAt(0)] = 63;

/** Bytes to base64 (url: '-' and '_' and no padding). */
export function toBase64(bytes: Uint8Array, url = false): string {
  const a = url ? ALPHABET.slice(0, 62) + '-_' : ALPHABET;
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const left = bytes.length - i;
    out += a[(n >> 18) & 63] + a[(n >> 12) & 63] + (left > 1 ? a[(n >> 6) & 63] : url ? '' : '=') + (left > 2 ? a[n & 63] : url ? '' : '=');
  }
  return out;
}

/** Base64 or base64url (padding optional) to bytes; throws on a character outside the alphabet. */
export function fromBase64(text: string): Uint8Array {
  const clean = text.replace(/=+$/, '');
  const out = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let bits = 0;
  let acc = 0;
  let k = 0;
  for (let i = 0; i < clean.length; i++) {
    const code = clean.charCodeAt(i);
    const v = code < 128 ? VALUE[code] : -1;
    if (v < 0) throw new Error(`"${clean[i]}" is not a base64 character.`);
    acc = (acc << 6) | v;
    bits += 6;
    if (bits >= 8) { bits -= 8; out[k++] = (acc >> bits) & 0xff; }
  }
  return out.subarray(0, k);
}

/** FNV-1a over a string, as 32-bit unsigned: the checksums of drill, result, lab and hand links (not tamper-proofing). */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** JSON with every non-ASCII character escaped, so a link carries plain ASCII (JSON.parse reads the escapes back). */
export const asciiJson = (value: unknown): string =>
  JSON.stringify(value).replace(/[\u0080-\uffff]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** Base64url (no padding) of ASCII text. */
export const textToBase64Url = (text: string): string => toBase64(Uint8Array.from(text, (ch) => ch.charCodeAt(0) & 0xff), true);

/** ASCII text back from base64url; throws on anything that is not base64url. */
export function base64UrlToText(code: string): string {
  if (!/^[A-Za-z0-9_-]*$/.test(code) || code.length % 4 === 1) throw new Error('This is not base64url.');
  return String.fromCharCode(...fromBase64(code));
}
