// The tus project's own client (tus-js-client, pinned in package.json) against a real
// clusterdesk-sim on loopback (issue 22): a file uploaded with parallelUploads 8 (eight partial
// uploads side by side, then one final upload: tus concatenation) and with 1, with the sim's
// Authorization header; then, through the API, the dataset exists with the file's exact size and
// SHA-256. Prints MB/s for each.
//   node tests/tus/upload.mjs --sim PATH [--mib N] [--chunk-mib N]
// For the benchmarks (tests/bench/bench_far_upload), against a simulator that runs already (through
// a shaping proxy, say), once with the given parallelUploads:
//   node tests/tus/upload.mjs --url URL --key KEY --parallel N [--mib N] [--chunk-mib N]
// Exits 1 when any check fails, 2 when it could not run (tus-js-client not installed: npm ci
// --prefix tests/tus).
import { spawn } from 'node:child_process'
import { createHash, randomFillSync } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const require = createRequire(import.meta.url)
let tus
try {
  tus = require('tus-js-client')
} catch {
  console.error('tus-js-client is not installed; run: npm ci --prefix tests/tus --no-audit --no-fund')
  process.exit(2)
}

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const at = args.indexOf(name)
  return at >= 0 && at + 1 < args.length ? args[at + 1] : fallback
}
const simPath = option('--sim', null)
const givenUrl = option('--url', null)
const givenKey = option('--key', null)
const parallels = givenUrl ? [Number(option('--parallel', '8'))] : [8, 1]
const mib = Number(option('--mib', '48'))
// Each PATCH at most this big: the simulator takes request bodies of up to 64 MiB.
const chunkSize = Number(option('--chunk-mib', '8')) * 1024 * 1024
if (!simPath && !(givenUrl && givenKey)) {
  console.error('usage: node tests/tus/upload.mjs (--sim PATH | --url URL --key KEY --parallel N) [--mib N] [--chunk-mib N]')
  process.exit(2)
}

let failures = 0
function check (name, ok, detail = '') {
  console.log(`${ok ? 'PASS' : 'FAIL'} ${name}${ok ? '' : ` -- ${detail}`}`)
  if (!ok) failures++
}

const dir = mkdtempSync(join(tmpdir(), 'cd-tus-'))
const portFile = join(dir, 'port')
const sim = givenUrl
  ? null
  : spawn(simPath, ['--listen', '127.0.0.1:0', '--db', join(dir, 'sim.db'), '--seed', '7',
    '--keys-out', join(dir, 'keys.json'), '--port-file', portFile], { stdio: ['ignore', 'ignore', 'inherit'] })
const stopSim = () => { if (sim && sim.exitCode === null) sim.kill('SIGTERM') }
process.on('exit', () => { stopSim(); rmSync(dir, { recursive: true, force: true }) })

async function started () {
  if (!sim) return
  for (let i = 0; i < 300; i++) {
    if (existsSync(portFile) && readFileSync(portFile, 'utf8').trim()) return
    if (sim.exitCode !== null) break
    await new Promise(resolve => setTimeout(resolve, 50))
  }
  throw new Error('clusterdesk-sim did not start')
}

// A GiB at a time: one update() takes at most 2 GiB - 1 bytes.
function sha256Of (data, encoding = 'hex') {
  const hash = createHash('sha256')
  for (let at = 0; at < data.length; at += 1 << 30) hash.update(data.subarray(at, at + (1 << 30)))
  return encoding ? hash.digest(encoding) : hash.digest()
}

function upload (base, key, bytes, name, parallelUploads) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint()
    const u = new tus.Upload(bytes, {
      endpoint: `${base}/v1/uploads`,
      headers: { Authorization: `Bearer ${key}` },
      metadata: { dataset: name, filename: `${name}.bin`, encryption: 'none' },
      parallelUploads,
      chunkSize,
      retryDelays: null, // any refusal is a failure here, not something to wait out
      onError: reject,
      onSuccess: () => resolve({ url: u.url, seconds: Number(process.hrtime.bigint() - started) / 1e9 })
    })
    u.start()
  })
}

async function api (base, key, path, method = 'GET') {
  const reply = await fetch(`${base}${path}`, { method, headers: { Authorization: `Bearer ${key}` } })
  return { status: reply.status, json: reply.status === 200 ? await reply.json() : null }
}

try {
  await started()
  const base = givenUrl ?? `http://127.0.0.1:${readFileSync(portFile, 'utf8').trim()}`
  const key = givenKey ?? JSON.parse(readFileSync(join(dir, 'keys.json'), 'utf8')).tenants[0].keys.owner
  // Filled a GiB at a time: one call fills at most 2 GiB - 1 bytes.
  const bytes = Buffer.allocUnsafe(mib * 1024 * 1024)
  for (let at = 0; at < bytes.length; at += 1 << 30) randomFillSync(bytes.subarray(at, at + (1 << 30)))
  const sha256 = sha256Of(bytes)
  for (const parallel of parallels) {
    const name = `tus-js-client-${parallel}`
    let done
    try {
      done = await upload(base, key, bytes, name, parallel)
    } catch (error) {
      check(`parallelUploads ${parallel}: the upload succeeds`, false, String(error))
      continue
    }
    check(`parallelUploads ${parallel}: the upload succeeds`, true)
    const id = /\/v1\/uploads\/up-(\d+)$/.exec(done.url || '')
    check(`parallelUploads ${parallel}: the upload's URL is one of the simulator's`, id !== null, done.url)
    if (!id) continue
    const head = await fetch(done.url, { method: 'HEAD', headers: { Authorization: `Bearer ${key}`, 'Tus-Resumable': '1.0.0' } })
    check(`parallelUploads ${parallel}: HEAD says the upload is whole` +
        (parallel > 1 ? ', and final (concatenation)' : ''),
    head.headers.get('upload-offset') === String(bytes.length) &&
        head.headers.get('upload-length') === String(bytes.length) &&
        (parallel > 1) === (head.headers.get('upload-concat') || '').startsWith('final;'),
    JSON.stringify(Object.fromEntries(head.headers)))
    const dataset = await api(base, key, `/v1/datasets/ds-${id[1]}`)
    const file = dataset.json?.files?.[0] ?? {}
    // Joined from partial uploads, the sha256 is composite (the SHA-256 of the parts' SHA-256s,
    // then -N): computed here from the bytes at the parts' borders the simulator lists.
    let expected = sha256
    if (parallel > 1) {
      const parts = file.parts ?? []
      const digests = []
      let at = 0
      for (const part of parts) {
        digests.push(sha256Of(bytes.subarray(at, at + part.size_bytes), null))
        at += part.size_bytes
      }
      check(`parallelUploads ${parallel}: the dataset lists ${parallel} parts that cover the file`,
        parts.length === parallel && at === bytes.length &&
          parts.every((p, i) => p.sha256 === digests[i].toString('hex')), JSON.stringify(parts))
      expected = createHash('sha256').update(Buffer.concat(digests)).digest('hex') + `-${parts.length}`
    }
    check(`parallelUploads ${parallel}: dataset ${name} has the file's size and SHA-256`,
      dataset.status === 200 && dataset.json.name === name && dataset.json.size_bytes === bytes.length &&
        file.sha256 === expected,
      `${dataset.status} ${JSON.stringify(dataset.json)} (expected ${bytes.length} bytes, ${expected})`)
    console.log(`tus-js-client parallelUploads ${parallel}: ${mib} MiB in ${done.seconds.toFixed(2)} s, ` +
      `${(bytes.length / done.seconds / 1e6).toFixed(0)} MB/s`)
  }
  // The partials of the parallel upload are not datasets of their own: one dataset per upload.
  if (!givenUrl) {
    const list = await api(base, key, '/v1/datasets?page_size=100')
    const ours = (list.json?.items ?? []).filter(d => d.name.startsWith('tus-js-client-'))
    check('two uploads made two datasets (partial uploads are none)', ours.length === 2, JSON.stringify(ours))
  }
} catch (error) {
  check('the run completes', false, String(error))
}
stopSim()
process.exit(failures ? 1 : 0)
