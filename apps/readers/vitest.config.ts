import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Each file starts its own broker on a free port; readers run at high speed factors.
    testTimeout: 10_000,
  },
});
