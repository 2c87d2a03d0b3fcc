import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

// docs/adding-a-block.md, read as the test's checklist: its example block is `Quote`.
const read = (path: string) => readFileSync(path, 'utf8')
const guide = read('docs/adding-a-block.md')
const section = (title: string) => guide.split(`## ${title}\n`)[1]?.split('\n## ')[0] ?? ''
const bullets = (title: string) => section(title).match(/^- .*$/gm) ?? []

/** The folder's files: name, whether required, and the name it exports for the block `Quote`. */
const files = bullets('The folder').map((line) => {
  const [, file, kind, exported] = line.match(
    /^- `([^`]+)` \((required|optional)\)(?:: exports `Quote(\w+)`)?/,
  )!
  return { file, required: kind === 'required', suffix: exported }
})
const registries = bullets('The registrations').map((line) => line.match(/^- `([^`]+)`/)![1])

const blocksDir = 'src/blocks'
const blocks = readdirSync(blocksDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const exports = (source: string, name: string) =>
  new RegExp(`^export (const|(async )?function) ${name}\\b`, 'm').test(source)
const count = (source: string, pattern: RegExp) => source.match(pattern)?.length ?? 0

describe('the "add a block" guide', () => {
  it('names the files, registries and exports this test checks', () => {
    expect(files).toEqual([
      { file: 'config.ts', required: true, suffix: 'Config' },
      { file: 'Component.tsx', required: true, suffix: 'View' },
      { file: 'styles.module.css', required: false, suffix: undefined },
      { file: 'Component.client.tsx', required: false, suffix: undefined },
    ])
    expect(registries).toEqual(['src/blocks/index.ts', 'src/blocks/RenderBlocks.tsx'])
  })
})

describe.each(blocks)('the %s block', (name) => {
  const config = read(join(blocksDir, name, 'config.ts'))

  it.each(files.filter((f) => f.required))('has $file, exporting its name', ({ file, suffix }) => {
    const path = join(blocksDir, name, file)
    expect(existsSync(path)).toBe(true)
    if (suffix) expect(exports(read(path), `${name}${suffix}`)).toBe(true)
  })

  it('generates the type <Name>Block', () => {
    expect(config).toContain(`interfaceName: '${name}Block'`)
  })

  it('is registered once in each registry', () => {
    const [configs, views] = registries.map(read)
    expect(count(configs, new RegExp(`^  ${name}Config,$`, 'gm'))).toBe(1)
    expect(count(views, new RegExp(`: ${name}View,$`, 'gm'))).toBe(1)
  })
})

it('imports no block name under another name', () => {
  const sources = blocks.flatMap((name) =>
    readdirSync(join(blocksDir, name))
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => read(join(blocksDir, name, file))),
  )
  expect(sources.filter((source) => /\b\w+(Block|Config|View) as \w+/.test(source))).toEqual([])
})

it('registers no block without a folder', () => {
  const [configs, views] = registries.map(read)
  expect(count(configs, /^ {2}\w+Config,$/gm)).toBe(blocks.length)
  expect(count(views, /^ {2}\w+: \w+View,$/gm)).toBe(blocks.length)
})
