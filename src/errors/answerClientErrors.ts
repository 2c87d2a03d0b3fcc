import type { AfterErrorHook } from 'payload'

import {
  clientErrorStatus,
  databaseCodeLabel,
  databaseErrorCode,
  isDataException,
} from './errorDetails'

import { isPossibleRowId } from '@/utilities/rowId'

const DESCRIPTIONS: Record<string, string> = {
  '22P02': "a value is not of its field's type, such as text where a number belongs",
  '22003': 'a number is out of range for its field',
  '22007': 'a date is not in a format its field reads',
  '22008': 'a date is out of range for its field',
}

const invalidValue = (code: string): string =>
  `Invalid value in the request: ${DESCRIPTIONS[code] ?? 'a value does not fit its field'} (${databaseCodeLabel(code)}).`

const shown = (id: string): string => (id.length > 40 ? `${id.slice(0, 40)}…` : id)

const MALFORMED_WHERE =
  'The where clause is malformed: each condition is where[field][operator]=value, with an operator its field supports (equals, in, like, contains, exists…).'

const hasWhereClause = (req: { searchParams?: URLSearchParams }): boolean =>
  [...(req.searchParams?.keys() ?? [])].some((key) => key === 'where' || key.startsWith('where['))

/**
 * Payload builds a query from the `where` parameter as given: an operator its field lacks, or a
 * shape it does not expect, fails while building (a TypeError, a SyntaxError) or in PostgreSQL
 * (class 42: no such operator or function for that type). With a where clause in the request,
 * that is the caller's query, not our fault.
 */
const isMalformedQuery = (error: unknown, code: string | null): boolean =>
  error instanceof TypeError || error instanceof SyntaxError || !!code?.startsWith('42')

/** A ValidationError's fields and their messages (`data.errors`), read from its properties. */
function fieldErrors(error: unknown): Record<string, unknown> | null {
  const data = (error as { data?: unknown } | null)?.data
  if (!data || typeof data !== 'object') return null
  return Array.isArray((data as { errors?: unknown }).errors)
    ? (data as Record<string, unknown>)
    : null
}

/** What Payload answers when it cannot tell an error's message (see below). */
const UNKNOWN_ERROR = 'An unknown error occurred.'

/**
 * Answers the caller's mistakes as theirs, with a message that names them:
 *
 * - JSON in the request that does not parse;
 * - a query PostgreSQL refused for one of its values (a data exception), which Payload alone
 *   answers 500: 404 when the id in the path could not name any document, 400 otherwise;
 * - a 4xx error Payload answered without its message: Payload finds messages by class name,
 *   which the production build minifies away (its "Invalid JSON" 400 comes out unnamed).
 * - a ValidationError answered without the fields it names, as in the production build.
 */
export const answerClientErrors: AfterErrorHook = ({ error, graphqlResult, req, result }) => {
  const code = databaseErrorCode(error)
  if (!graphqlResult && hasWhereClause(req) && isMalformedQuery(error, code)) {
    return { status: 400, response: { errors: [{ message: MALFORMED_WHERE }] } }
  }
  // JSON Payload parses from the request itself: a multipart `_payload`, the `data` parameter.
  if (!graphqlResult && error instanceof SyntaxError) {
    return {
      status: 400,
      response: { errors: [{ message: `Request JSON is not valid: ${error.message}` }] },
    }
  }
  if (isDataException(code)) {
    if (graphqlResult) {
      const extensions = { ...graphqlResult.extensions, statusCode: 400 }
      return { graphqlResult: { ...graphqlResult, message: invalidValue(code), extensions } }
    }
    const id = req.routeParams?.id
    if (typeof id === 'string' && !isPossibleRowId(id)) {
      return {
        status: 404,
        response: { errors: [{ message: `No document has the id "${shown(id)}".` }] },
      }
    }
    return { status: 400, response: { errors: [{ message: invalidValue(code) }] } }
  }

  // A client error whose own status does not say so (a malformed multipart body).
  const status = clientErrorStatus(error)
  if (status && !graphqlResult && (error as { status?: unknown }).status !== status) {
    return {
      status,
      response: { errors: [{ message: `Request body is malformed: ${error.message}` }] },
    }
  }

  // Payload puts a ValidationError's fields in its answer only when it knows the class, which
  // the production build's copies of Payload do not: without them the site's forms and the admin
  // cannot show each message under its field ("The file must be a PDF" under Résumé).
  const fields = fieldErrors(error)
  if (!graphqlResult && fields && status === 400 && !result?.errors?.[0]?.data) {
    return {
      response: { errors: [{ name: 'ValidationError', data: fields, message: error.message }] },
    }
  }

  const unnamed = result?.errors?.length === 1 && result.errors[0].message === UNKNOWN_ERROR
  if (unnamed && clientErrorStatus(error) && error.message) {
    return { response: { errors: [{ message: error.message }] } }
  }
}
