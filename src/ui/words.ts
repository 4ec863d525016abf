// Words shown later (an error, a notice): read at render time, so a language switch rewords what is already on screen (issue 15).
export type Words = string | (() => string);

/** The words in the active language ('' for none). */
export const say = (words: Words | null | undefined): string => (words == null ? '' : typeof words === 'function' ? words() : words);
