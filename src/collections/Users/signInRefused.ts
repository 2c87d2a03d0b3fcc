/**
 * Payload's answer to a wrong password, an unknown email and a locked account alike (its
 * `emailOrPasswordIncorrect` and `userLocked` messages, both 401; set in payload.config.ts), so
 * that no answer tells whether an account exists or is locked, while a colleague who is locked
 * out still learns why the right password is refused.
 */
export const SIGN_IN_REFUSED =
  'The email or password is incorrect, or sign-in is locked for a while after too many failed attempts.'
