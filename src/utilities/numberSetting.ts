/**
 * A count or duration set in the environment: its value when it is a number of 0 or more, else
 * `fallback` (unset, empty or a typo), so a mistyped limit never turns the limit off.
 */
export function numberSetting(value: string | undefined, fallback: number): number {
  const number = Number(value)
  return value !== undefined && value.trim() !== '' && Number.isFinite(number) && number >= 0
    ? number
    : fallback
}
