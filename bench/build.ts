import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { runMeasured, type Env } from '../test/processes';

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

/** Files `next build` rewrites to point at its dist folder; the bench puts them back as they were. */
const REWRITTEN_BY_BUILD = ['tsconfig.json', 'next-env.d.ts'];

async function snapshotFiles(): Promise<Map<string, string | null>> {
  const read = (file: string) => readFile(path.join(PROJECT, file), 'utf8').catch(() => null);
  return new Map(
    await Promise.all(REWRITTEN_BY_BUILD.map(async (file) => [file, await read(file)] as const)),
  );
}

async function restoreFiles(saved: ReadonlyMap<string, string | null>): Promise<void> {
  for (const [file, content] of saved) {
    const target = path.join(PROJECT, file);
    if (content === null) await rm(target, { force: true });
    else if ((await readFile(target, 'utf8').catch(() => null)) !== content) await writeFile(target, content);
  }
}

/**
 * A clean `next build` into `distDir` (relative to the project), timed, with the peak memory of its process
 * tree. `next build` points tsconfig.json and next-env.d.ts at the dist folder's types; the bench puts both
 * back, so the project's own type-check keeps reading `.next`.
 */
export async function buildSite(options: { distDir: string; env?: Env }): Promise<BuildFigures> {
  await rm(path.join(PROJECT, options.distDir), { recursive: true, force: true });
  const saved = await snapshotFiles();
  try {
    const result = await runMeasured(process.execPath, [NEXT_BIN, 'build'], {
      cwd: PROJECT,
      env: siteEnv(options.distDir, options.env),
    });
    if (result.code !== 0) throw new Error(`next build failed (exit ${result.code}):\n${result.output}`);
    return { ms: result.ms, peakRssBytes: result.peakRssBytes };
  } finally {
    await restoreFiles(saved);
  }
}
