/** The fields every card request from the order page has, with the words a 422 names them by. */
import * as z from 'zod/mini'

/** The order link's token: the page's only credential. */
export const orderLinkTokenField = () =>
  z
    .string({ error: () => 'Expected the order link’s token' })
    .check(z.maxLength(100, 'Expected the order link’s token'))

/** The single-use card token of Square's card field. */
export const cardTokenField = () =>
  z
    .string({ error: () => 'Expected the card token' })
    .check(z.minLength(1, 'Expected the card token'), z.maxLength(500, 'Expected the card token'))

/** The amount the page showed, in cents: refused when it is not the charge's. */
export const amountCentsField = () => z.int({ error: () => 'Expected the amount in cents' })
