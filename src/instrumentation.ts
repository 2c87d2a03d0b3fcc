/**
 * Runs once when a production server starts (e.g. the Docker image, which has no launcher):
 * initialising Payload applies committed migrations (`prodMigrations`), then an empty database
 * gets the demo content. Skipped during `next build`, which must not need a database.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NODE_ENV !== 'production' || process.env.NEXT_PHASE === 'phase-production-build') return

  const [{ getPayload }, { default: config }, { seedIfEmpty }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
    import('@/seed'),
  ])
  try {
    const payload = await getPayload({ config })
    await seedIfEmpty(payload)
  } catch (error) {
    console.error('Could not initialise the CMS at startup; it will retry on the first request.', error)
  }
}
