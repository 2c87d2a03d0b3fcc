import { APIError } from 'payload'

const NO_DOCUMENT =
  'The request holds no document: send a JSON object ({ "field": value, … }), or multipart with a _payload field holding one.'

const isDocument = (data: unknown): boolean =>
  Boolean(data) && typeof data === 'object' && !Array.isArray(data)

/**
 * A create or update whose body Payload read as no document (`null`, a list, an empty or
 * non-JSON body, a multipart form without `_payload`) is refused with 400; Payload itself would
 * read a field of nothing and fail with a 500. As a beforeOperation hook, for collections and
 * globals alike.
 */
export const requireDocument = <Args extends { args?: unknown; operation: string }>({
  args,
  operation,
}: Args): Args['args'] => {
  if (operation !== 'create' && operation !== 'update') return args
  if (!isDocument((args as { data?: unknown } | undefined)?.data))
    throw new APIError(NO_DOCUMENT, 400)
  return args
}
