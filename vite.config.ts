import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstPaint } from './scripts/vite/first-paint.ts';
import { catalogs } from './scripts/vite/catalogs.ts';
import { hookLibraries } from './scripts/vite/hook-libraries.ts';

export default defineConfig({
  plugins: [hookLibraries(), catalogs(), react(), tailwindcss(), firstPaint()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
