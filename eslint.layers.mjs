// The layers of src/, top to bottom (docs/architecture.md). A file may import from its own layer
// and any layer below it; an import from a layer above is a lint error.
export const layers = [
  {
    name: 'entry points',
    paths: ['app', 'proxy.ts', 'instrumentation.ts', 'instrumentation.node.ts', 'seed', 'database'],
  },
  { name: 'blocks and globals', paths: ['blocks', 'globals'] },
  { name: 'components', paths: ['components'] },
  {
    name: 'domain modules',
    paths: ['content', 'order', 'forms', 'email', 'states', 'api', 'jobs', 'redirects'],
  },
  { name: 'collections', paths: ['collections'] },
  { name: 'fields and access', paths: ['fields', 'access', 'security', 'storage'] },
  { name: 'utilities', paths: ['utilities', 'errors', 'types', 'payload-types.ts', 'migrations'] },
]

const inSrc = (path) => `./src/${path}`

export const layerZones = layers.flatMap((layer, index) =>
  index === 0
    ? []
    : [
        {
          target: layer.paths.map(inSrc),
          from: layers.slice(0, index).flatMap((above) => above.paths.map(inSrc)),
          message: `${layer.name} may not import from a layer above it (docs/architecture.md).`,
        },
      ],
)
