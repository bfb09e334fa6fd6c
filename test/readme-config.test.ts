import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The README's configuration table must list exactly the variables the code reads. */
const root = path.resolve(__dirname, '..');
const SOURCE_DIRS = ['lib', 'app', 'components'];
// Set by Node.js, Next or CI (or by `npm run bench` for its own build, by the stack for its releases:
// deploy/release.sh, deploy/stack.sh), never by whoever deploys the site.
const BUILD_ONLY = new Set([
  'NODE_ENV',
  'NEXT_PHASE',
  'NEXT_RUNTIME',
  'CI',
  'PLAZA_BENCH_BUILD',
  'NEXT_DEPLOYMENT_ID',
  'NEXT_MANUAL_SIG_HANDLE',
]);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return files(full);
    return /\.(ts|tsx|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

function variablesInCode(): Set<string> {
  const found = new Set<string>();
  const sources = [
    ...SOURCE_DIRS.flatMap((dir) => files(path.join(root, dir))),
    ...['next.config.mjs', 'instrumentation.ts', 'proxy.ts'].map((file) => path.join(root, file)),
  ];
  for (const file of sources) {
    const text = readFileSync(file, 'utf8');
    // process.env.X, or env.X in a reader given process.env (redisUrls in lib/env.ts).
    for (const match of text.matchAll(/(?:process\.env|\benv)\.([A-Z][A-Z0-9_]+)/g)) found.add(match[1]!);
    // Variables validated as a schema (lib/env.ts) are read by key.
    for (const match of text.matchAll(/^\s+([A-Z][A-Z0-9_]{3,}): (?:urlSchema|yup)/gm)) found.add(match[1]!);
  }
  // `npm start` reads its address and port itself (package.json).
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  for (const match of String(scripts.start).matchAll(/\$\{([A-Z][A-Z0-9_]+)/g)) found.add(match[1]!);
  return new Set([...found].filter((name) => !BUILD_ONLY.has(name)));
}

function variablesInReadme(): Set<string> {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const table = readme.slice(
    readme.indexOf('## Configuration'),
    readme.indexOf('\n## ', readme.indexOf('## Configuration') + 5),
  );
  return new Set([...table.matchAll(/^\| `([A-Z][A-Z0-9_]+)` \|/gm)].map((match) => match[1]!));
}

it('documents every environment variable the code reads, and no other', () => {
  const code = [...variablesInCode()].sort();
  expect(code.length).toBeGreaterThan(5);
  expect([...variablesInReadme()].sort()).toEqual(code);
});
