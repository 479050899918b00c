import { defineConfig } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 5199)
const dataDir = process.env.E2E_DATA_DIR ?? `/tmp/learnlane-e2e-${process.pid}`

/** Chromium from the system (Debian's package), never a downloaded browser build. */
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium'

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // A fresh embedded database every run, seeded, serving the built web app.
    // `npm start` without npm: builds the server bundle if it is out of date, then runs it.
    command: `rm -rf ${dataDir} && exec node scripts/start.mjs`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_IP: '1000',
      REGISTER_RATE_LIMIT_IP: '1000',
      NODE_ENV: 'test',
      // A build elsewhere than apps/web/dist (parallel work) can be served instead.
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
    },
  },
})
