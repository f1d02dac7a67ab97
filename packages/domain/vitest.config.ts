import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      // Barrels only re-export.
      exclude: ['src/**/*.test.ts', 'src/**/index.ts'],
      reporter: ['text', 'text-summary'],
      thresholds: { lines: 100 },
    },
  },
});
