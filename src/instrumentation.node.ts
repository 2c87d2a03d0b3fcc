/**
 * What a Node.js server does once when it starts, before it answers requests (imported by
 * `instrumentation.ts` in the Node.js runtime only):
 * - errors Next writes to the console (a page's render error) are logged without query values,
 *   under their real class names, as Payload's logger does (src/errors/safeConsole.ts);
 * - every request gets its socket's peer address stamped, for the pay endpoint's per-address limit
 *   (src/security/socketAddress.ts);
 * - slow clients are cut off (src/security/slowClients.ts: headers in 20 s, the request in 60 s);
 * - due jobs (scheduled publishing) run every 15 seconds;
 * - in production, it stops at once without NEXT_PUBLIC_SERVER_URL or FIELD_ENCRYPTION_KEY, and
 *   the database is prepared (src/database/prepare.ts: committed migrations, the
 *   field-encryption key checked against the database's, and the demo content for an empty
 *   database unless SEED_DEMO_CONTENT=never), once whatever the number of replicas starting (an
 *   advisory lock), and orders whose charge Square never answered are settled on a timer.
 * Skipped during `next build`, which must not need a database.
 */
export {}

if (process.env.NEXT_PHASE !== 'phase-production-build') await start()

async function start(): Promise<void> {
  const { keepConsoleSafe } = await import('@/errors/safeConsole')
  keepConsoleSafe()
  const { stampSocketAddresses } = await import('@/security/socketAddress')
  stampSocketAddresses()
  const { limitSlowClientsOfEveryServer } = await import('@/security/slowClients')
  limitSlowClientsOfEveryServer()
  const { scheduleDueJobs } = await import('@/jobs/runDueJobs')
  scheduleDueJobs()
  if (process.env.NODE_ENV !== 'production') return

  const { SERVER_URL_MISSING, serverUrlIsSet } = await import('@/utilities/serverUrl')
  // Every absolute link (metadata, sitemap, emails) is made from it: never a guessed localhost.
  if (!serverUrlIsSet()) {
    console.error(SERVER_URL_MISSING)
    process.exit(1)
  }
  const { FieldEncryptionKeyMissing, fieldEncryptionKeyIsSet } =
    await import('@/utilities/fieldEncryption')
  // Without the key no order with an SSN could be stored: stop now rather than fail on each order.
  if (!fieldEncryptionKeyIsSet()) {
    console.error(new FieldEncryptionKeyMissing().message)
    process.exit(1)
  }

  // Unreachable, Payload would stop with a stack trace: one line naming host and cause instead.
  const { databaseUnreachable } = await import('@/database/reachable')
  const unreachable = await databaseUnreachable(process.env.DATABASE_URL)
  if (unreachable) {
    console.error(unreachable)
    process.exit(1)
  }

  const [
    { getPayload },
    { default: config },
    { prepareDatabase },
    { scheduleSettling },
    { isFieldKeyRefusal },
  ] = await Promise.all([
    import('payload'),
    import('@payload-config'),
    import('@/database/prepare'),
    import('@/order/server/settle'),
    import('@/order/server/fieldKey/check'),
  ])
  try {
    const payload = await getPayload({ config })
    await prepareDatabase(payload)
    // Next printed "Ready" when it started listening; requests wait for this function to end.
    payload.logger.info('Started: the database is prepared; serving requests.')
  } catch (error) {
    // Another key than the database's: one line naming FIELD_ENCRYPTION_KEY, and no start.
    if (isFieldKeyRefusal(error)) {
      console.error(error.message)
      process.exit(1)
    }
    // Serving on a database the code does not match would fail request by request: stop, and let
    // the process manager start the server again (the database may simply not be up yet).
    console.error('Could not migrate or seed the database at startup.', error)
    process.exit(1)
  }
  scheduleSettling(() => getPayload({ config }))
}
