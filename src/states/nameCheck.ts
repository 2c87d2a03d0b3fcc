/**
 * A company name held against a state's naming rules (docs/states.md#name-check): whether it ends
 * in a designator the state allows for the entity type, and which restricted words it uses.
 * Hints only: the state decides, and the wizard never refuses a name for these.
 */

/** What the name is checked against: the chosen entity type's designators, usual first. */
export type NameRules = {
  designators: readonly string[]
  restrictedWords: readonly string[]
}

export type NameCheck = {
  /** The usual designator, to append: the name ends in none the state allows. */
  missingDesignator: string | null
  /** The restricted words and phrases the name uses, as it spells them. */
  restricted: string[]
}

/**
 * A text's words: abbreviation dots dropped ("L.L.C." is "LLC"), any other punctuation a break
 * ("World-War" is two words), "&" a word of its own.
 */
const wordsOf = (text: string): string[] =>
  text
    .replace(/\./g, '')
    .replace(/&/g, ' & ')
    .split(/[^\p{L}\p{N}&'’]+/u)
    .filter(Boolean)

const lower = (words: string[]) => words.map((word) => word.toLowerCase())

const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((word, i) => word === b[i])

const endsWith = (words: string[], ending: string[]) =>
  ending.length > 0 && same(words.slice(-ending.length), ending)

type Match = { start: number; length: number }

/** Where a phrase stands in the words, as a whole word or run of whole words. */
function matchesOf(words: string[], phrase: string[]): Match[] {
  const found: Match[] = []
  if (!phrase.length) return found
  for (let start = 0; start + phrase.length <= words.length; start++)
    if (same(words.slice(start, start + phrase.length), phrase))
      found.push({ start, length: phrase.length })
  return found
}

export function checkName(name: string, rules: NameRules): NameCheck {
  const spelled = wordsOf(name)
  const words = lower(spelled)
  if (!words.length) return { missingDesignator: null, restricted: [] }

  const designators = rules.designators.map((designator) => lower(wordsOf(designator)))
  const usual = rules.designators[0]
  const missingDesignator =
    usual && !designators.some((designator) => endsWith(words, designator)) ? usual : null

  // The longest phrase wins where entries overlap ("World War", not also "War"). A restricted
  // word that is itself a designator of this entity type is another type's rule (an LLC may not
  // say "Corporation"), not this name's.
  const phrases = rules.restrictedWords
    .map((entry) => lower(wordsOf(entry)))
    .filter((phrase) => !designators.some((designator) => same(designator, phrase)))
    .sort((a, b) => b.length - a.length)
  const taken = new Set<number>()
  const found: Match[] = []
  for (const phrase of phrases)
    for (const match of matchesOf(words, phrase)) {
      const at = Array.from({ length: match.length }, (_, i) => match.start + i)
      if (at.some((i) => taken.has(i))) continue
      at.forEach((i) => taken.add(i))
      found.push(match)
    }
  // In the order the name says them, each once.
  const restricted: string[] = []
  for (const { start, length } of found.sort((a, b) => a.start - b.start)) {
    const spelling = spelled.slice(start, start + length).join(' ')
    if (!restricted.some((word) => word.toLowerCase() === spelling.toLowerCase()))
      restricted.push(spelling)
  }
  return { missingDesignator, restricted }
}

/** The name with the designator appended after a space ("Acme" → "Acme LLC"). */
export const withDesignator = (name: string, designator: string): string => {
  const stem = name.trim().replace(/[\s,;:–—-]+$/u, '')
  return stem ? `${stem} ${designator}` : designator
}
