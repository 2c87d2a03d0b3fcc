import { startProxy, testProxyConfig } from './scripts/lib/nginx.ts'
console.log(await testProxyConfig())
const p = await startProxy(3000)
console.log(p.url, p.dir)
await new Promise((r) => setTimeout(r, 120000))
await p.stop()
