/** An API refusal as Payload answers its own: `{ errors: [{ message }] }` with a 4xx status. */
export const apiError = (status: number, message: string, headers?: HeadersInit): Response =>
  Response.json({ errors: [{ message }] }, { status, headers })
