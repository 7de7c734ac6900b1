import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { workspaceAliases } from '../../tools/vite/aliases.ts';

const workspaceRoot = resolve(import.meta.dirname, '../..');
// The api serves /api and the dev-only mail outbox under /dev; the SPA talks to both same-origin.
const apiTarget = 'http://localhost:3000';
const proxy = {
  '/api': { target: apiTarget, changeOrigin: true },
  '/dev': { target: apiTarget, changeOrigin: true },
};

export default defineConfig({
  root: import.meta.dirname,
  resolve: { alias: workspaceAliases(workspaceRoot) },
  plugins: [react()],
  server: { port: 4200, strictPort: true, proxy },
  preview: { port: 4300, proxy },
  build: {
    outDir: resolve(workspaceRoot, 'dist/apps/web'),
    emptyOutDir: true,
    sourcemap: true,
  },
});
