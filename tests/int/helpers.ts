import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** Payload's Local API on the test database (DATABASE_URL, prepared by `npm test`). */
export const testPayload = (): Promise<Payload> => getPayload({ config })

/** Writes from tests happen outside a Next request, where cache revalidation cannot run. */
export const context = { disableRevalidate: true }

/** The messages of the fields a refused save names. */
export const fieldErrors = async (save: Promise<unknown>): Promise<string[]> => {
  try {
    await save
  } catch (error) {
    const data = (error as { data?: { errors?: { message: string }[] } }).data
    return (data?.errors ?? []).map(({ message }) => message)
  }
  throw new Error('The save was accepted')
}
