import { defineConfig } from 'vitest/config';

// Workspace packages resolve to their TypeScript sources through the `source`
// export condition, so tests never depend on a prior build.
// Vitest gives Node these conditions too: no `module` (a bundler convention; packages such as
// @opentelemetry/api point it at builds whose imports lack file extensions), and no `import`
// (Node applies it to `import` by itself; forced on every `require`, a CommonJS package such as
// pg would get the ES module of a dual package like pg-pool where it expects its class).
const conditions = ['source', 'node', 'default'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: ['source'] } },
  test: {
    include: ['packages/*/test/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**', 'test/bench/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker less than the cores: one worker on CI's 2-core machines,
    // which made `npm test` take 15 minutes with one core idle for most of it.
    maxWorkers: 2,
    // eventsource-parser (under the MCP SDK) also exports a `source` condition, pointing at
    // TypeScript: let vite transform it rather than Node load it.
    server: { deps: { inline: [/@modelcontextprotocol[\\/]sdk/, /eventsource-parser/] } },
  },
});
