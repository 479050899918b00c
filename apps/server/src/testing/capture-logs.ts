import type { LogStream } from '../lib/logging'

export interface CapturedLogs {
  /** Give it to `buildApp(config, { logStream })`. */
  stream: LogStream
  /** Every line written so far, one JSON object each. */
  lines: () => string[]
  /** Everything written so far, as one text to search. */
  text: () => string
}

/** An in-memory log destination, to read what the server would have written. */
export function captureLogs(): CapturedLogs {
  const written: string[] = []
  return {
    stream: { write: (line: string) => void written.push(line) },
    lines: () => written.flatMap((chunk) => chunk.split('\n')).filter((line) => line !== ''),
    text: () => written.join(''),
  }
}
