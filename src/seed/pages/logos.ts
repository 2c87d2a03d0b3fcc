import type { SeedContext } from '../types'

type Logo = [file: string, name: string]

/** Companies our customers went on to build (invented names, drawn for the seed). */
const founders: Logo[] = [
  ['logo-quillstack.svg', 'Quillstack'],
  ['logo-harborlane.svg', 'Harborlane'],
  ['logo-fernwick.svg', 'Fernwick'],
  ['logo-orbitra.svg', 'Orbitra'],
  ['logo-tallowbird.svg', 'Tallowbird'],
  ['logo-mesa-pine.svg', 'Mesa & Pine'],
]

/** Banking, bookkeeping, payroll, signature, tax and mail tools a new company connects. */
const integrations: Logo[] = [
  ['logo-ironleaf-bank.svg', 'Ironleaf Bank'],
  ['logo-ledgerloop.svg', 'Ledgerloop'],
  ['logo-payloom.svg', 'Payloom'],
  ['logo-inkpact.svg', 'Inkpact'],
  ['logo-taxtide.svg', 'Taxtide'],
  ['logo-mailmoor.svg', 'Mailmoor'],
]

const upload = (logos: Logo[], image: SeedContext['image']) =>
  Promise.all(logos.map(async ([file, name]) => ({ logo: (await image(file, name)).id })))

export const founderLogos = (image: SeedContext['image']) => upload(founders, image)
export const integrationLogos = (image: SeedContext['image']) => upload(integrations, image)
