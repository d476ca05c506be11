import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { earlyRequests } from './scripts/vite/early-requests';
import { routePreload } from './scripts/vite/route-preload';
import { staticShell } from './scripts/vite/static-shell';

export default defineConfig({
  plugins: [react(), tailwindcss(), staticShell(), routePreload(), earlyRequests()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
