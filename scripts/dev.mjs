// `npm run dev`: the API on :5000 (restarts on change) and Vite on :5173 proxying /api to it.
import { spawn } from 'node:child_process'

const children = [
  spawn('npm', ['run', 'dev', '-w', '@app/server'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.PORT ?? '5000' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@app/web'], { stdio: 'inherit' }),
]
const stop = () => {
  for (const child of children) child.kill('SIGTERM')
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children) {
  child.on('exit', (code) => {
    stop()
    process.exitCode = code ?? 0
  })
}
