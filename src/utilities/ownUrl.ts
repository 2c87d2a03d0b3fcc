/** The running server itself, for its own background calls: it listens on PORT (set by `next start`). */
export const ownUrl = (): string =>
  process.env.INTERNAL_SERVER_URL || `http://127.0.0.1:${process.env.PORT || 3000}`
