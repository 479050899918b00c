import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const PACKAGE_NAME = '@app/server'

let found: string | undefined

/**
 * The folder of the server package (apps/server), found by walking up from this module: the same
 * answer from the TypeScript source and from the bundle in dist/, so files read at run time
 * (migrations, sample media) are found from both.
 */
export function packageRoot(): string {
  if (found) return found
  let dir = path.dirname(fileURLToPath(import.meta.url))
  for (;;) {
    const manifest = path.join(dir, 'package.json')
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }
      if (name === PACKAGE_NAME) return (found = dir)
    }
    const parent = path.dirname(dir)
    if (parent === dir) throw new Error(`${PACKAGE_NAME}: package.json not found above ${dir}`)
    dir = parent
  }
}

/** The repository root (two folders above the package: apps/server → .). */
export function repositoryRoot(): string {
  return path.resolve(packageRoot(), '../..')
}

/** The built web app next to the server package (apps/web/dist). */
export function defaultWebDist(): string {
  return path.join(repositoryRoot(), 'apps/web/dist')
}
