import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  setupFilesAfterEnv: ['<rootDir>/test/jest.setup.ts'],
  testMatch: ['<rootDir>/{lib,components,app,content,test,bench}/**/*.test.{ts,tsx}'],
  // Only these folders are crawled: npm run check builds beside Jest (.next-*), and the stack's releases under
  // var/ are whole checkouts that come and go meanwhile.
  roots: ['lib', 'components', 'app', 'content', 'test', 'bench'].map((folder) => `<rootDir>/${folder}`),
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // `server-only` throws outside React Server Components; lib modules are tested directly in Node.
    '^server-only$': '<rootDir>/test/empty-module.ts',
  },
};

// next/jest ignores all of node_modules; p-retry, its dependency, entities, pidtree and markdown-table ship ESM only
// and must be compiled.
export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  resolved.transformIgnorePatterns = [
    '/node_modules/(?!(p-retry|is-network-error|entities|pidtree|markdown-table)/)',
    ...(resolved.transformIgnorePatterns ?? []).filter((pattern) => !pattern.includes('node_modules')),
  ];
  return resolved;
}
