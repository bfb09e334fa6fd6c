import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The Debian tools the bench drives, by the path Debian installs them at. */
export const TOOLS = {
  chromium: { path: '/usr/bin/chromium', pkg: 'chromium' },
  wrk: { path: '/usr/bin/wrk', pkg: 'wrk' },
  nginx: { path: '/usr/sbin/nginx', pkg: 'nginx' },
  brotli: {
    path: '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so',
    pkg: 'libnginx-mod-http-brotli-filter',
  },
  // nginx alone serves the stack's pages compressed beforehand, as Varnish keeps them (bench/stack.ts).
  brotliStatic: {
    path: '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
    pkg: 'libnginx-mod-http-brotli-static',
  },
  h2load: { path: '/usr/bin/h2load', pkg: 'nghttp2-client' },
  varnish: { path: '/usr/sbin/varnishd', pkg: 'varnish' },
  // The xkey module of the shipped VCL (Debian's amd64 path).
  xkey: { path: '/usr/lib/x86_64-linux-gnu/varnish/vmods/libvmod_xkey.so', pkg: 'varnish-modules' },
} as const;

/**
 * Installs with apt-get whichever of the tools is missing (a fresh machine): as root, or through sudo.
 * Debian's nginx package may start its own service on port 80 when installed; the bench never uses it,
 * it runs its own nginx from a private prefix.
 */
export function ensureTools(log: (line: string) => void): void {
  const missing = Object.values(TOOLS).filter((tool) => !existsSync(tool.path));
  if (!missing.length) return;
  const packages = missing.map((tool) => tool.pkg);
  log(`installing ${packages.join(', ')} with apt-get`);
  const asRoot = process.getuid?.() === 0;
  const run = (args: string[]) =>
    execFileSync(asRoot ? 'apt-get' : 'sudo', asRoot ? args : ['apt-get', ...args], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  run(['update', '-qq']);
  run(['install', '-y', '-qq', '--no-install-recommends', ...packages]);
  const still = missing.filter((tool) => !existsSync(tool.path));
  if (still.length) throw new Error(`apt-get did not install ${still.map((tool) => tool.path).join(', ')}`);
}

/** First line a tool prints for its version: wrk prints it on stdout (and exits 1), nginx on stderr. */
const versionOf = (command: string, args: string[]) => {
  const { stdout, stderr } = spawnSync(command, args, { encoding: 'utf8' });
  const lines = `${stdout ?? ''}\n${stderr ?? ''}`.split('\n').map((line) => line.trim());
  // Debian's chromium wrapper prints a shell warning ('[: … unexpected operator') first.
  return lines.find((line) => line && !line.includes('unexpected operator')) ?? '';
};

/** Versions of everything measured with, for the results file. */
export function toolVersions(): Record<string, string> {
  return {
    chromium: versionOf(TOOLS.chromium.path, ['--version']),
    wrk: versionOf(TOOLS.wrk.path, ['-v']),
    nginx: versionOf(TOOLS.nginx.path, ['-v']),
    varnish: versionOf(TOOLS.varnish.path, ['-V']),
    h2load: versionOf(TOOLS.h2load.path, ['--version']),
    node: process.version,
  };
}
