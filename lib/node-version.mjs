// @ts-check
// Without package.json's Node (node:sqlite) every page would answer 500; next.config.mjs calls this first.
import { readFileSync } from 'node:fs';

import semver from 'semver';

const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

/** The one line naming the fix, or undefined when this Node is supported. */
export function unsupportedNodeMessage(version = process.version) {
  if (semver.satisfies(version, engines.node)) return undefined;
  const major = semver.minVersion(engines.node)?.major;
  return (
    `Plaza París needs Node ${engines.node}, not ${version}: run \`npm run serve\` ` +
    `(it fetches Node ${major} when the machine's is older) or install Node ${major} LTS.`
  );
}

export function requireSupportedNode() {
  const message = unsupportedNodeMessage();
  if (message === undefined) return;
  process.stderr.write(`${message}\n`);
  process.exit(1);
}
