/**
 * Whole numbers in words, as a share certificate states its shares ("six million"), up to one
 * trillion (docs/documents.md#the-documents). Larger or fractional numbers come back as digits.
 */

const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
]
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety']
const SCALES: [number, string][] = [
  [1e12, 'trillion'],
  [1e9, 'billion'],
  [1e6, 'million'],
  [1e3, 'thousand'],
]

/** 0–999: "four hundred twenty-one". */
function underThousand(n: number): string {
  const hundreds = Math.floor(n / 100)
  const rest = n % 100
  const words: string[] = []
  if (hundreds) words.push(`${ONES[hundreds]} hundred`)
  if (rest >= 20) words.push(TENS[Math.floor(rest / 10)] + (rest % 10 ? `-${ONES[rest % 10]}` : ''))
  else if (rest || !hundreds) words.push(ONES[rest])
  return words.join(' ')
}

/** 6000000 → "six million"; 1234 → "one thousand two hundred thirty-four". */
export function numberWords(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > 1e12) return n.toLocaleString('en-US')
  if (n < 1000) return underThousand(n)
  const words: string[] = []
  let rest = n
  for (const [scale, name] of SCALES) {
    const count = Math.floor(rest / scale)
    if (count) words.push(`${underThousand(count)} ${name}`)
    rest %= scale
  }
  if (rest) words.push(underThousand(rest))
  return words.join(' ')
}
