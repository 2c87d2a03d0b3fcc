/**
 * Where each field is: its id on the page follows its path in the section, so a problem the
 * server names by path (`llcPeople.members.1.ownership`) finds its field.
 */
import type { SectionName } from '@/order/filing/details'

export const fieldId = (section: SectionName, path = ''): string =>
  `filing-${section}${path ? `-${path.replaceAll('.', '-')}` : ''}`

export const toggleId = (section: SectionName): string => `filing-toggle-${section}`

export const SUBMIT_ID = 'filing-submit'

/** Focuses the field a problem names, or else the nearest group (list, section) holding it. */
export function focusProblem(section: SectionName, path: string) {
  const parts = path ? path.split('.') : []
  for (let length = parts.length; length >= 0; length--) {
    const target = document.getElementById(fieldId(section, parts.slice(0, length).join('.')))
    if (target) return target.focus()
  }
}

/** The server's problems of one section, by path inside it (several at one path said together). */
export function problemsByPath(
  section: SectionName,
  problems: { path: string; message: string }[],
): Record<string, string> {
  const byPath: Record<string, string> = {}
  for (const { path, message } of problems) {
    const inside = localPath(section, path)
    if (inside === null) continue
    byPath[inside] = byPath[inside] ? `${byPath[inside]} ${message}` : message
  }
  return byPath
}

/** `llcPeople.members.1.name` → `members.1.name`; null for another section's path. */
export function localPath(section: SectionName, path: string): string | null {
  if (path === section) return ''
  return path.startsWith(`${section}.`) ? path.slice(section.length + 1) : null
}
