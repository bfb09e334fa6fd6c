/**
 * Secrets never reach the browser: the builds are made with a marker value in every secret the code
 * reads, then the files a browser can get (`<distDir>/static/**`, the pre-rendered pages and their RSC
 * payloads under `<distDir>/server/app/**`) are searched for those markers, plain and base64.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Where the code reads its environment. */
const SOURCES = ['lib', 'app', 'components', 'proxy.ts', 'instrumentation.ts', 'next.config.mjs'];
const SECRET_LIKE = /SECRET|PASSWORD|PASSWD|TOKEN|API_KEY|PRIVATE|CREDENTIAL|AUTH|USERNAME|_USER\b/;
/** Always marked, whether or not the code reads them yet: the webhook's secret and WordPress logins. */
const ALWAYS = [
  'REVALIDATE_SECRET',
  'WORDPRESS_USERNAME',
  'WORDPRESS_APP_PASSWORD',
  'WORDPRESS_APPLICATION_PASSWORD',
];

function files(root: string): string[] {
  const stat = statSync(root, { throwIfNoEntry: false });
  if (!stat) return [];
  if (stat.isFile()) return [root];
  return readdirSync(root, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(root, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : files(full);
    return [full];
  });
}

/** Every environment variable the code reads (`process.env.X`, `process.env['X']`, env schema keys). */
export function envNamesReadByCode(projectDir: string): string[] {
  const names = new Set<string>();
  for (const file of SOURCES.flatMap((source) => files(path.join(projectDir, source)))) {
    if (!/\.(ts|tsx|mjs|js)$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(
      /process\.env(?:\.([A-Z][A-Z0-9_]*)|\[\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\])/g,
    ))
      names.add((match[1] ?? match[2])!);
    // yup schemas of the environment (lib/env.ts, lib/contact/config.ts): `  WORDPRESS_URL: urlSchema…`
    if (/process\.env|Record<string, string \| undefined>/.test(text)) {
      for (const match of text.matchAll(/^\s+([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)\s*:/gm)) names.add(match[1]!);
    }
  }
  return [...names].sort();
}

export type SecretMarkers = { markers: Record<string, string>; readByCode: string[] };

/** A marker value per secret-like variable: long and random, so a hit cannot be a coincidence. */
export function secretMarkers(projectDir: string): SecretMarkers {
  const read = envNamesReadByCode(projectDir);
  const names = [...new Set([...ALWAYS, ...read.filter((name) => SECRET_LIKE.test(name))])].sort();
  const markers = Object.fromEntries(
    names.map((name) => [name, `plaza-marker-${name.toLowerCase()}-${randomBytes(12).toString('hex')}`]),
  );
  return { markers, readByCode: names.filter((name) => read.includes(name)) };
}

export type SecretScan = {
  distDir: string;
  clientFiles: number;
  prerenderedFiles: number;
  bytes: number;
  leaks: string[];
};

/** Files a browser can fetch: client bundles and pre-rendered output (not server code). */
function browserFiles(distDir: string): { client: string[]; prerendered: string[] } {
  const client = files(path.join(distDir, 'static'));
  const prerendered = files(path.join(distDir, 'server', 'app')).filter(
    (file) => !/\.(js|map|nft\.json)$/.test(file),
  );
  return { client, prerendered };
}

export function scanForSecrets(distDir: string, markers: Record<string, string>): SecretScan {
  const { client, prerendered } = browserFiles(distDir);
  const needles = Object.entries(markers).flatMap(([name, value]) => [
    { name, needle: Buffer.from(value) },
    { name: `${name} (base64)`, needle: Buffer.from(Buffer.from(value).toString('base64').slice(0, 24)) },
  ]);
  const leaks: string[] = [];
  let bytes = 0;
  for (const file of [...client, ...prerendered]) {
    const content = readFileSync(file);
    bytes += content.length;
    for (const { name, needle } of needles) {
      if (content.includes(needle)) leaks.push(`${name} in ${path.relative(process.cwd(), file)}`);
    }
  }
  return { distDir, clientFiles: client.length, prerenderedFiles: prerendered.length, bytes, leaks };
}
