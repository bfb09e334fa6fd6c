import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { runMeasured, type Env } from './processes';

export const PROJECT = path.resolve(import.meta.dirname, '..');
const NEXT_BIN = path.join(PROJECT, 'node_modules/next/dist/bin/next');

export type BuildFigures = { ms: number; peakRssBytes: number };

/** The environment of a bench build or server: the bundled content unless `env` says otherwise. */
export function siteEnv(distDir: string, env: Env = {}): Env {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith('WORDPRESS_')),
  );
  return { ...base, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: distDir, ...env };
}

/**
 * A clean `next build` into `distDir` (relative to the project), timed, with the peak memory of its process
 * tree. `next build` adds the dist folder's type paths to tsconfig.json; the bench puts the file back as it was.
 */
export async function buildSite(options: { distDir: string; env?: Env }): Promise<BuildFigures> {
  await rm(path.join(PROJECT, options.distDir), { recursive: true, force: true });
  const tsconfig = path.join(PROJECT, 'tsconfig.json');
  const before = await readFile(tsconfig, 'utf8');
  try {
    const result = await runMeasured(process.execPath, [NEXT_BIN, 'build'], {
      cwd: PROJECT,
      env: siteEnv(options.distDir, options.env),
    });
    if (result.code !== 0) throw new Error(`next build failed (exit ${result.code}):\n${result.output}`);
    return { ms: result.ms, peakRssBytes: result.peakRssBytes };
  } finally {
    if ((await readFile(tsconfig, 'utf8')) !== before) await writeFile(tsconfig, before);
  }
}
