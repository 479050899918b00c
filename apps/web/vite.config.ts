/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { earlyEventsPlugin } from './scripts/early-events-plugin.ts'

export default defineConfig(({ isSsrBuild }) => ({
  // No font is preloaded: the server starts the web fonts after the page's first paint
  // (apps/server/src/plugins/web/page-shell.ts), and a preload would fetch one before it.
  plugins: [react(), earlyEventsPlugin()],
  // The server render bundles its packages and needs nothing from node_modules beside it. The
  // packages choose their build by NODE_ENV when they load, which an operator may leave unset:
  // fixed here, so a render always runs React's production build (several times faster).
  ...(isSsrBuild
    ? {
        ssr: { noExternal: true },
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      }
    : {}),
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:5000' },
  },
  // The server-side render (src/app/entry-server.tsx) builds into dist-ssr, outside the
  // folder served to browsers; packages come from node_modules at run time.
  build: isSsrBuild
    ? {
        target: 'node20',
        outDir: 'dist-ssr',
        emptyOutDir: true,
        sourcemap: false,
        copyPublicDir: false,
      }
    : {
        target: 'es2022',
        sourcemap: false,
        // The server reads it to preload each route's chunks with its page
        // (apps/server/src/plugins/web/page-shell.ts).
        manifest: true,
        // Small assets stay separate so hashed files cache well.
        assetsInlineLimit: 2048,
        rolldownOptions: {
          preserveEntrySignatures: false,
          output: {
            codeSplitting: {
              // Tiny shared chunks (an icon, a small component) are copied into the chunks that use
              // them: a route then needs a handful of requests instead of dozens (docs/decisions/005).
              experimentalInlineCommonChunks: { maxSize: 6000 },
            },
          },
        },
      },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
}))
