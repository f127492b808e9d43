import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { graphql } from './src/graphql/gql';

const api = 'http://localhost:3000';

// Each build gets an id, compiled into the page and published as /build.json, so an open page can tell
// that a newer build is out.
const buildId = new Date().toISOString();

// The service worker (public/sw.js, copied as it is) gets the id too: a new build is a new worker, which drops
// the files the previous build's worker kept (decision 0258).
const WORKER_BUILD = "const BUILD = 'dev';";

function publishBuildId(): Plugin {
  let outDir = '';
  return {
    name: 'musubi-build-id',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'build.json', source: JSON.stringify({ id: buildId }) });
    },
    writeBundle() {
      const worker = path.join(outDir, 'sw.js');
      const source = fs.readFileSync(worker, 'utf8');
      if (!source.includes(WORKER_BUILD)) throw new Error(`public/sw.js must declare ${WORKER_BUILD}`);
      fs.writeFileSync(worker, source.replace(WORKER_BUILD, `const BUILD = ${JSON.stringify(buildId)};`));
    },
  };
}

// Formats that are compressed already (images, fonts) gain nothing from another pass.
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|ico|xml|webmanifest|map)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the build, at the highest
 * settings: the server sends the copy the browser accepts and compresses nothing per request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'musubi-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = fs
        .readdirSync(outDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name));
      await Promise.all(
        files.map(async (file) => {
          const content = fs.readFileSync(file);
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: content.length },
            }),
            gzipAsync(content, { level: zlib.Z_BEST_COMPRESSION }),
          ]);
          fs.writeFileSync(`${file}.br`, br);
          fs.writeFileSync(`${file}.gz`, gz);
        }),
      );
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

const GRAPHQL_CALL = /\bgraphql\(`([^`]*)`\)/g;

/**
 * Writes each `graphql()` call's document where it stands, parsed, as the generated map holds it: a page's chunk
 * carries the documents it uses, where importing them from the one generated module would put every document of
 * the app in the first download (a module is never split between chunks).
 */
function documentsInPlace(): Plugin {
  return {
    name: 'musubi-documents-in-place',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('/node_modules/') || id.includes('/src/graphql/gql/') || !code.includes('graphql(`')) return null;
      return code.replace(GRAPHQL_CALL, (_call, source: string) => {
        const document = graphql(source);
        if (typeof document !== 'object' || document === null || !('kind' in document)) {
          throw new Error(`${id}: a graphql() document the generated module does not hold (run npm run codegen)`);
        }
        return JSON.stringify(document);
      });
    },
  };
}

export default defineConfig({
  plugins: [documentsInPlace(), react(), publishBuildId(), precompress()],
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
