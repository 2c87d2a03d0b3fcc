/**
 * Runs once when a server starts, before it answers requests:
 * - errors Next writes to the console (a page's render error) are logged without query values,
 *   under their real class names, as Payload's logger does (src/errors/safeConsole.ts);
 * - every request gets its socket's peer address stamped, for the pay endpoint's per-address limit;
 * - slow clients are cut off (src/security/slowClients.ts: headers in 20 s, the request in 60 s);
 * - due jobs (scheduled publishing) run every 15 seconds;
 * - in production, committed migrations are applied, the field-encryption key is checked against
 *   the database's (another key refuses to start), and an empty database gets the demo content,
 *   once whatever the number of replicas starting (an advisory lock), and orders whose charge
 *   Square never answered are settled on a timer.
 * Skipped during `next build`, which must not need a database.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return

  const { keepConsoleSafe } = await import('@/errors/safeConsole')
  keepConsoleSafe()
  const { stampSocketAddresses } = await import('@/utilities/socketAddress')
  stampSocketAddresses()
  const { limitSlowClientsOfEveryServer } = await import('@/security/slowClients')
  limitSlowClientsOfEveryServer()
  const { scheduleDueJobs } = await import('@/jobs/runDueJobs')
  scheduleDueJobs()
  if (process.env.NODE_ENV !== 'production') return

  const { FieldEncryptionKeyMissing, fieldEncryptionKeyIsSet } =
    await import('@/utilities/fieldEncryption')
  // Without the key no order with an SSN could be stored: stop now rather than fail on each order.
  if (!fieldEncryptionKeyIsSet()) {
    console.error(new FieldEncryptionKeyMissing().message)
    process.exit(1)
  }

  const [
    { getPayload },
    { default: config },
    { migrateAndSeed },
    { scheduleSettling },
    { isFieldKeyRefusal },
  ] = await Promise.all([
    import('payload'),
    import('@payload-config'),
    import('@/seed/migrateAndSeed'),
    import('@/order/server/settle'),
    import('@/order/server/fieldKey/check'),
  ])
  try {
    await migrateAndSeed(await getPayload({ config }))
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
