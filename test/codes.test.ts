// The link codes shared by drill, result, lab and hand links (src/engine/codes.ts): FNV-1a against its published test
// vectors, base64url against Node's own encoder (an independent oracle), and bad codes refused.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asciiJson, base64UrlToText, fnv1a, textToBase64Url } from '../src/engine/index';

describe('link codes', () => {
  it('FNV-1a (32-bit) gives the published test vectors', () => {
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(fnv1a('foobar')).toBe(0xbf9cf968);
  });

  it('base64url of ASCII text is what Node writes, and reads back', () => {
    fc.assert(fc.property(fc.string({ unit: fc.integer({ min: 0, max: 127 }).map((c) => String.fromCharCode(c)), maxLength: 200 }), (text) => {
      const code = textToBase64Url(text);
      expect(code).toBe(Buffer.from(text, 'latin1').toString('base64url'));
      expect(base64UrlToText(code)).toBe(text);
    }), { seed: 20261201, numRuns: 300 });
  });

  it('JSON with non-ASCII text travels as ASCII and parses back to the same value', () => {
    const value = { learner: 'Ayşe Νίκος', n: [1, 2] };
    const json = asciiJson(value);
    expect(/^[\x20-\x7e]*$/.test(json)).toBe(true);
    expect(JSON.parse(base64UrlToText(textToBase64Url(json)))).toEqual(value);
  });

  it('refuses what is not base64url', () => {
    for (const bad of ['ab+c', 'ab/c', 'abc=', 'a', 'abcde', 'ab c']) expect(() => base64UrlToText(bad), bad).toThrow(/base64/);
  });
});
