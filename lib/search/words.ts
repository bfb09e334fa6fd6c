/** Accent- and case-insensitive folding, shared with the finder's island (so kept tiny). */
export const foldText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const wordsOf = (text: string) =>
  foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

export function searchWords(texts: readonly string[]): string {
  return [...new Set(texts.flatMap(wordsOf))].join(' ');
}

/** Every word of the query starts a word of `words` ("cardio" matches "cardiologia"); '' matches all. */
export function matchesQuery(words: string, query: string): boolean {
  const haystack = ` ${words}`;
  return wordsOf(query).every((term) => haystack.includes(` ${term}`));
}
