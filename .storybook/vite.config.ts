import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Storybook's Vite config: React only; no dev proxy, no app entry pages, no chunk groups. */
export default defineConfig({
  plugins: [react()],
  build: { chunkSizeWarningLimit: 4_000 },
});
