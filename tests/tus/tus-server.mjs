// The tus project's own server (@tus/server with @tus/file-store, pinned in package.json) as an
// upload server without the concatenation extension, for the console's fallback to one request at
// a time (issue 22, tst_upload_tus_server_e2e).
//
// /v1/uploads is @tus/server, untouched. GET /v1/datasets/<id> is not tus: it is the one platform
// call the console makes after an upload, to compare the stored size and SHA-256 with what it sent;
// it is answered here from the file @tus/server stored, with the Dataset fields of
// resources/api/openapi.yaml.
//   node tests/tus/tus-server.mjs --dir DIR     prints "listening PORT" once it accepts requests
import { createHash } from 'node:crypto'
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import { join } from 'node:path'

const require = createRequire(import.meta.url)
let Server, FileStore
try {
  ({ Server } = require('@tus/server'))
  ;({ FileStore } = require('@tus/file-store'))
} catch {
  console.error('@tus/server is not installed; run: npm ci --prefix tests/tus --no-audit --no-fund')
  process.exit(2)
}

const args = process.argv.slice(2)
const at = args.indexOf('--dir')
if (at < 0 || at + 1 >= args.length) {
  console.error('usage: node tests/tus/tus-server.mjs --dir DIR')
  process.exit(2)
}
const directory = args[at + 1]
const tus = new Server({ path: '/v1/uploads', datastore: new FileStore({ directory }) })

function sha256 (path) {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256')
    createReadStream(path).on('data', (d) => hash.update(d)).on('end', () => resolve(hash.digest('hex'))).on('error', reject)
  })
}

async function dataset (req, res) {
  // The console names the dataset "ds-" and the upload's id (TusProtocol::datasetId).
  const id = decodeURIComponent(req.url.slice('/v1/datasets/'.length).split('?')[0])
  const uploadId = id.startsWith('ds-') ? id.slice(3) : ''
  const file = join(directory, uploadId)
  if (!/^[0-9a-f]+$/.test(uploadId) || !existsSync(file) || !existsSync(file + '.json')) {
    res.writeHead(404, { 'Content-Type': 'application/problem+json' })
    res.end(JSON.stringify({ type: 'about:blank', title: 'Not Found', status: 404, detail: `no dataset ${id}` }))
    return
  }
  const info = JSON.parse(readFileSync(file + '.json', 'utf8'))
  const meta = info.metadata || {}
  const size = statSync(file).size
  res.writeHead(200, { 'Content-Type': 'application/json' })
  res.end(JSON.stringify({
    id,
    name: meta.dataset || uploadId,
    region: 'local',
    size_bytes: size,
    created_at: info.creation_date || new Date().toISOString(),
    attached_clusters: [],
    encryption: { format: meta.encryption || 'none', key_id: meta.key_id || 'none' },
    files: [{ name: meta.filename || uploadId, sha256: await sha256(file), size_bytes: size }]
  }))
}

const server = createServer((req, res) => {
  if (req.method === 'GET' && req.url.startsWith('/v1/datasets/')) {
    dataset(req, res).catch((e) => { res.writeHead(500); res.end(String(e)) })
    return
  }
  tus.handle(req, res)
})
server.listen(0, '127.0.0.1', () => console.log(`listening ${server.address().port}`))
process.on('SIGTERM', () => server.close(() => process.exit(0)))
