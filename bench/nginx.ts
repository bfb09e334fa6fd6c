import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { assertPortFree, start, waitForPort, type Started } from '../test/processes';
import { TOOLS } from './tools';

/** The folders of a private nginx: its prefix, the files it serves, its temp files and its logs. */
export type NginxFolders = { prefix: string; root: string; temp: string; logs: string };

/**
 * A whole configuration for a private nginx: the modules, its pid and error log in its folders, the worker
 * counts, and `http` (its servers and settings) after the lines every private nginx needs (temp files in
 * its own folder, no access log, HTML by default).
 */
export function privateConfig(
  { prefix, temp, logs }: NginxFolders,
  options: { modules?: readonly string[]; workers: number | 'auto'; connections: number; http: string },
): string {
  return `${(options.modules ?? []).map((module) => `load_module /usr/lib/nginx/modules/${module}.so;\n`).join('')}worker_processes ${options.workers};
pid ${path.join(prefix, 'nginx.pid')};
error_log ${path.join(logs, 'error.log')} warn;
events { worker_connections ${options.connections}; }
http {
  access_log off;
  default_type text/html;
  client_body_temp_path ${temp}; proxy_temp_path ${temp}; fastcgi_temp_path ${temp}; uwsgi_temp_path ${temp}; scgi_temp_path ${temp};
${options.http}
}
`;
}

/**
 * A private nginx for the bench: a temporary prefix of its own (pid, logs, temp files, and `files` under
 * `html/`), the configuration `config` writes from those folders, listening on `ports` before this returns;
 * stopping it removes the folder. Started as root, nginx's workers run as an unprivileged user: the folder
 * is made readable to them.
 */
export async function privateNginx(
  config: (folders: NginxFolders) => string,
  ports: readonly number[],
  files: ReadonlyMap<string, string | Uint8Array> = new Map(),
): Promise<Started> {
  const prefix = await mkdtemp(path.join(os.tmpdir(), 'plaza-bench-nginx-'));
  await chmod(prefix, 0o755);
  const folders = {
    prefix,
    root: path.join(prefix, 'html'),
    temp: path.join(prefix, 'tmp'),
    logs: path.join(prefix, 'logs'),
  };
  for (const folder of [folders.root, folders.temp, folders.logs]) await mkdir(folder, { recursive: true });
  for (const [name, content] of files) await writeFile(path.join(folders.root, name), content);
  const configFile = path.join(prefix, 'nginx.conf');
  await writeFile(configFile, config(folders));
  for (const port of ports) await assertPortFree(port);
  const nginx = start(TOOLS.nginx.path, ['-p', prefix, '-c', configFile, '-g', 'daemon off;']);
  const stop = async () => {
    await nginx.stop();
    await rm(prefix, { recursive: true, force: true });
  };
  try {
    for (const port of ports) await waitForPort(port, nginx);
  } catch (error) {
    await stop();
    throw error;
  }
  return { ...nginx, stop };
}
