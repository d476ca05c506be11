// Build-time Vite plugin: writes the app's static shell (src/app/static-shell.tsx) into index.html's #root.
import { fileURLToPath, URL } from 'node:url';
import { createServer, type Plugin } from 'vite';

const ROOT_ELEMENT = '<div id="root"></div>';

export function staticShell(): Plugin {
  return {
    name: 'static-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        if (!html.includes(ROOT_ELEMENT)) throw new Error(`static-shell: index.html has no ${ROOT_ELEMENT}`);
        // A throwaway server without the project config (which would load this plugin again) to run the TSX.
        const server = await createServer({
          configFile: false,
          logLevel: 'silent',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
          resolve: { alias: { '@': fileURLToPath(new URL('../../src', import.meta.url)) } },
        });
        try {
          const { renderStaticShell } = (await server.ssrLoadModule('/src/app/static-shell.tsx')) as {
            renderStaticShell: () => string;
          };
          return html.replace(ROOT_ELEMENT, `<div id="root">${renderStaticShell()}</div>`);
        } finally {
          await server.close();
        }
      },
    },
  };
}
