/**
 * Rules for text people type, shared by the browser and the server (no server-only imports).
 */

/** NUL, escapes, line breaks, C1 controls and Unicode line separators. */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/
/** The same, but a message may keep its line breaks and tabs. */
const CONTROL_CHARACTERS_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/

/** One line of printable text, as a name, an email or an address is. */
export const isSingleLine = (value: string): boolean => !CONTROL_CHARACTERS.test(value)

/** Printable text over several lines, as a message is. */
export const isMultiLine = (value: string): boolean => !CONTROL_CHARACTERS_BUT_LINES.test(value)

/**
 * A phone number as people write it: digits with spaces, dots, dashes, brackets and a leading +;
 * 10 digits (US), 11 with the US country code, or up to 15 for an international number.
 */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(value)) return false
  const digits = value.replace(/\D/g, '')
  return value.trim().startsWith('+')
    ? digits.length >= 8 && digits.length <= 15
    : digits.length === 10 || (digits.length === 11 && digits.startsWith('1'))
}
