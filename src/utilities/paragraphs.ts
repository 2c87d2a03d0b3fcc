/**
 * An answer's paragraphs (a question of the FAQ block or of a state's guide): staff separate them
 * with an empty line.
 */
export const paragraphs = (answer: string): string[] =>
  answer
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
