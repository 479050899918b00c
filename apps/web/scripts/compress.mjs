// Writes .br and .gz beside every compressible file of the build, for the server to send as is.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)
const root = path.resolve(import.meta.dirname, '../dist')
const compressible = /\.(js|css|html|svg|json|txt|xml|webmanifest)$/

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* files(full)
    else yield full
  }
}

let count = 0
for await (const file of files(root)) {
  if (!compressible.test(file) || (await stat(file)).size < 1024) continue
  const data = await readFile(file)
  await writeFile(
    `${file}.br`,
    await brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  )
  await writeFile(`${file}.gz`, await gzip(data, { level: 9 }))
  count++
}
console.log(`compressed ${count} files`)
