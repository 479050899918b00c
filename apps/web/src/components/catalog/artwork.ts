/** Deterministic choices for generated artwork: the same input always draws the same picture. */
export function hashString(input: string): number {
  let hash = 2166136261
  for (let i = 0; i < input.length; i += 1) {
    hash ^= input.charCodeAt(i)
    hash = Math.imul(hash, 16777619)
  }
  return hash >>> 0
}

export interface Gradient {
  from: string
  to: string
}

/** Rich gradients that carry white icons and text at AA contrast. */
export const GRADIENTS: readonly Gradient[] = [
  { from: '#4338ca', to: '#7c3aed' },
  { from: '#0f766e', to: '#0d9488' },
  { from: '#1d4ed8', to: '#0284c7' },
  { from: '#334155', to: '#4f46e5' },
  { from: '#9d174d', to: '#db2777' },
  { from: '#0e7490', to: '#0891b2' },
  { from: '#065f46', to: '#059669' },
  { from: '#9a3412', to: '#ea580c' },
  { from: '#6b21a8', to: '#a21caf' },
  { from: '#1e3a8a', to: '#4338ca' },
]

export function pick<T>(list: readonly T[], seed: number): T {
  return list[seed % list.length]!
}
