/**
 * Runs once when a server starts, before it answers requests:
 * - every request gets its socket's peer address stamped, for the pay endpoint's per-address limit;
 * - due jobs (scheduled publishing) run every 15 seconds;
 * - in production (e.g. the Docker image, which has no launcher), initialising Payload applies
 *   committed migrations (`prodMigrations`), an empty database gets the demo content, and orders
 *   whose charge Square never answered are settled on a timer.
 * Skipped during `next build`, which must not need a database.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return

  const { stampSocketAddresses } = await import('@/utilities/socketAddress')
  stampSocketAddresses()
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

  const [{ getPayload }, { default: config }, { seedIfEmpty }, { scheduleSettling }] =
    await Promise.all([
      import('payload'),
      import('@payload-config'),
      import('@/seed'),
      import('@/order/server/settle'),
    ])
  scheduleSettling(() => getPayload({ config }))
  try {
    await seedIfEmpty(await getPayload({ config }))
  } catch (error) {
    console.error(
      'Could not initialise the CMS at startup; it will retry on the first request.',
      error,
    )
  }
}
