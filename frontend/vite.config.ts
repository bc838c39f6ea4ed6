import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { reportHomeJs } from './scripts/check-bundle-size.mjs';
import { precompress, writeRouteTable } from './scripts/post-build.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));
const outDir = fileURLToPath(new URL('./dist', import.meta.url));
/** Where the dev server sends API and upload requests: API_TARGET, or `npm start` on :3000. */
const apiTarget = process.env.API_TARGET ?? 'http://localhost:3000';
const proxy = {
  '/api': { target: apiTarget, changeOrigin: false },
  '/uploads': { target: apiTarget, changeOrigin: false },
};

/** Fails the build when the JavaScript the home page loads grows past its gzipped budget. */
function homeBundleBudget(): Plugin {
  let builtTo = outDir;
  return {
    name: 'faith-collective:home-bundle-budget',
    apply: 'build',
    configResolved(config) {
      builtTo = config.build.outDir; // honours --outDir
    },
    closeBundle() {
      if (!reportHomeJs(builtTo)) {
        throw new Error('Home page JavaScript is over budget (see the figures above).');
      }
    },
  };
}

/**
 * After the build: the route table the server answers 404 against (routes.json, read from the router's
 * `path:` entries), then a brotli and a gzip copy of every text file, served as they are by the server.
 */
function postBuild(): Plugin {
  let builtTo = outDir;
  return {
    name: 'faith-collective:post-build',
    apply: 'build',
    configResolved(config) {
      builtTo = config.build.outDir;
    },
    closeBundle: {
      order: 'post',
      handler() {
        writeRouteTable(fileURLToPath(new URL('./src/app/router.tsx', import.meta.url)), builtTo);
        precompress(builtTo);
      },
    },
  };
}

export default defineConfig({
  root,
  publicDir: 'public',
  plugins: [react(), homeBundleBudget(), postBuild()],
  build: {
    outDir,
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // The framework every page needs travels as one chunk: split into many, it compresses
        // worse and the home page pays for the glue (its 170 KB budget).
        codeSplitting: {
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|openapi-fetch)[\\/]/, priority: 2 },
          ],
        },
      },
    },
  },
  // Pre-bundled in dev so the first Stripe-mode page load does not reload React mid-render.
  optimizeDeps: { include: ['@stripe/react-stripe-js', '@stripe/stripe-js'] },
  server: { proxy },
  preview: { proxy },
});
