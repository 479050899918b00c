import { defineConfig } from '@playwright/test'
import { APP_PORT as port, PAYMENT_KEYS, STAND_IN_PORTS, STAND_INS } from './e2e/stand-ins'

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
  webServer: [
    {
      command: 'exec node --import tsx apps/server/src/testing/payments/serve-fakes.ts',
      url: `${STAND_INS.stripe}/__health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        ...PAYMENT_KEYS,
        FAKE_STRIPE_PORT: String(STAND_IN_PORTS.stripe),
        FAKE_PAYPAL_PORT: String(STAND_IN_PORTS.paypal),
        FAKE_WEBHOOK_BASE: `http://127.0.0.1:${port}`,
      },
    },
    {
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
        // Links back from the providers' pages come to the address the browser uses.
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        ...PAYMENT_KEYS,
        STRIPE_API_URL: STAND_INS.stripe,
        PAYPAL_API_URL: STAND_INS.paypal,
        // A build elsewhere than apps/web/dist (parallel work) can be served instead.
        ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
      },
    },
  ],
})
