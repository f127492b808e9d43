import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const api = 'http://localhost:3000';

// Each build gets an id, compiled into the page and published as /build.json, so an open page can tell
// that a newer build is out.
const buildId = new Date().toISOString();

function publishBuildId(): Plugin {
  return {
    name: 'musubi-build-id',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'build.json', source: JSON.stringify({ id: buildId }) });
    },
  };
}

// Libraries every page needs, in chunks of their own: they change less often than our code, so a new build
// leaves them cached. Everything else (Mantine components, icons, feature libraries) is split by use.
const VENDOR_CHUNKS: Record<string, RegExp> = {
  react: /\/node_modules\/(?:react|react-dom|scheduler)\//,
  router: /\/node_modules\/react-router\//,
  graphql: /\/node_modules\/(?:urql|@urql\/core|wonka|@0no-co\/graphql\.web)\//,
  // Loaded with the first subscription, not with the page.
  'graphql-ws': /\/node_modules\/graphql-ws\//,
};

function vendorChunk(id: string): string | undefined {
  return Object.keys(VENDOR_CHUNKS).find((name) => VENDOR_CHUNKS[name]!.test(id));
}

export default defineConfig({
  plugins: [react(), publishBuildId()],
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: { output: { manualChunks: vendorChunk } },
  },
  server: {
    // In development the API server runs separately; in production it serves web/dist itself.
    proxy: {
      '/graphql': { target: api, ws: true },
      '/api': api,
      '/healthz': api,
      '/dev/mail': api,
      // Anchored so that SPA paths merely starting with "/user" stay with Vite.
      '^/user(?:$|[/?])': api,
    },
  },
});
