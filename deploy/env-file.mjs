// Prints the variables of .env files, the later files winning, as NUL-separated KEY=VALUE pairs for the
// shell scripts beside it to export. Node's own parser (`util.parseEnv`) reads them, not a shell: a JSON
// value such as SITE_SETTINGS needs no quoting, and nothing in the file is ever run.
import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const merged = {};
for (const file of process.argv.slice(2)) {
  for (const [name, value] of Object.entries(parseEnv(readFileSync(file, 'utf8')))) {
    if (!NAME.test(name)) throw new Error(`${file}: '${name}' is not a variable name`);
    merged[name] = value;
  }
}
process.stdout.write(
  Object.entries(merged)
    .map(([name, value]) => `${name}=${value}\0`)
    .join(''),
);
