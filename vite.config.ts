import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.js';
import { firstVisitTrims } from './build/first-visit-trims.js';
import { firstLoadChunks } from './build/chunks.js';
import { linguiCatalogues } from './build/lingui-catalogs.js';
import { loadEnvFileIfPresent } from './server/env-file.js';

// `npm run dev`: the proxy below targets the API's PORT, which may come from .env.
loadEnvFileIfPresent();
const server = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig({
  root: 'web',
  publicDir: 'static',
  // Every built text file over 1 KB gets .br and .gz siblings, served as they are (server/plugins/web.ts).
  // The message catalogues compiled as they are imported (build/lingui-catalogs.ts).
  plugins: [firstVisitTrims(), linguiCatalogues(), react(), precompress()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
    // Every browser React 19 supports knows <link rel="modulepreload">: no polyfill in the first download.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The first visit's libraries in a few chunks named after them; lazily loaded code as Vite splits it
      // (docs/decisions.md "Wire weight").
      output: { codeSplitting: { groups: firstLoadChunks } },
    },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { '/api': server, '/uploads': server },
  },
});
