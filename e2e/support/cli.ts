import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/** Whether the module at `moduleUrl` (its import.meta.url) is the script node was started with. */
export const isMainModule = (moduleUrl: string): boolean =>
  !!process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(moduleUrl);

/** The value of `--name value` on the command line, or the fallback. */
export function cliArg(name: string, fallback: string): string {
  const { values } = parseArgs({ options: { [name]: { type: 'string' } }, strict: false });
  const value = values[name];
  return typeof value === 'string' ? value : fallback;
}
