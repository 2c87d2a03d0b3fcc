/**
 * SEED_DEMO_CONTENT: whether a database without pages gets the demo content (pages, posts, FAQs,
 * team, media, header, footer, settings) when the app or the launcher prepares it.
 * - `if-empty` (the default, in development, tests and production alike): an empty database is
 *   seeded once, so a first start shows a whole site;
 * - `never`: it is left empty (a production site whose content is entered by staff or restored
 *   from a backup). The state fee table is still filled when empty.
 * `npm run seed` replaces the demo content whatever this says (docs/operations.md).
 */
export const SEED_DEMO_CONTENT_VALUES = ['if-empty', 'never'] as const

export type SeedDemoContent = (typeof SEED_DEMO_CONTENT_VALUES)[number]

/** Thrown at startup for a value the switch does not know, rather than guessing. */
export class SeedSwitchInvalid extends Error {
  constructor(value: string) {
    super(
      `SEED_DEMO_CONTENT is "${value}": set it to ${SEED_DEMO_CONTENT_VALUES.join(' or ')} (or leave it unset for if-empty).`,
    )
    this.name = 'SeedSwitchInvalid'
  }
}

export function seedDemoContentSetting(env: NodeJS.ProcessEnv = process.env): SeedDemoContent {
  const value = env.SEED_DEMO_CONTENT?.trim()
  if (!value) return 'if-empty'
  if ((SEED_DEMO_CONTENT_VALUES as readonly string[]).includes(value))
    return value as SeedDemoContent
  throw new SeedSwitchInvalid(value)
}
