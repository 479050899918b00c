/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

/** Preloads only the Latin subset of the self-hosted Inter in the built page (the others load on demand). */
function preloadLatinFont(): Plugin {
  return {
    name: 'learnlane:preload-latin-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const font = Object.keys(ctx.bundle ?? {}).find((file) =>
          /inter-latin-wght-normal-[\w-]+\.woff2$/.test(file),
        )
        if (!font) return []
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
              href: `/${font}`,
            },
            injectTo: 'head',
          },
        ]
      },
    },
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), preloadLatinFont()],
  // The server render bundles its packages, so it runs React's production build and needs
  // nothing from node_modules beside it.
  ...(isSsrBuild ? { ssr: { noExternal: true } } : {}),
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
        // The server reads it to preload each route's chunks with its page (plugins/web.ts).
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
