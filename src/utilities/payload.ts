import config from '@payload-config'
import { getPayload } from 'payload'

/** The Payload Local API of this server process (initialised once, then shared). */
export const getPayloadClient = () => getPayload({ config })
