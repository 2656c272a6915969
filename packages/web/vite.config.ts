import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { mantineComponentCssPlugin } from './build/mantine-component-css.ts';
import { mantineThemeCssPlugin } from './build/mantine-theme-css.ts';
import { precompiledMessagesPlugin } from './build/precompiled-messages.ts';
import { cssVariablesResolver, theme } from './src/app/theme.ts';

export default defineConfig({
  plugins: [
    mantineComponentCssPlugin(fileURLToPath(new URL('.', import.meta.url))),
    precompiledMessagesPlugin(),
    react(),
    mantineThemeCssPlugin(theme, cssVariablesResolver),
  ],
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    // The CSP's font-src 'self' has no data:, so an asset inlined as a data: URL could be blocked.
    assetsInlineLimit: 0,
    // The server preloads the chosen language's messages from it (server modules/system/web-app.ts).
    manifest: true,
  },
});
