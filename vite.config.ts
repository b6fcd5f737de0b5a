import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { loadEnvFileIfPresent } from './server/env-file.js';

// `npm run dev`: the proxy below targets the API's PORT, which may come from .env.
loadEnvFileIfPresent();
const server = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig({
  root: 'web',
  publicDir: 'static',
  plugins: [react()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { '/api': server, '/uploads': server },
  },
});
