/** An answer's paragraphs: staff separate them with an empty line. */
export const paragraphs = (answer: string): string[] =>
  answer
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
