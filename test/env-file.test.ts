import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** deploy/env-file.mjs: how the stack reads STACK_ENV_FILE and its own settings, without a shell. */
const read = (...contents: string[]) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'plaza-env-'));
  const files = contents.map((content, i) => {
    const file = path.join(dir, `${i}.env`);
    writeFileSync(file, content);
    return file;
  });
  const output = execFileSync(process.execPath, ['deploy/env-file.mjs', ...files], { encoding: 'utf8' });
  return Object.fromEntries(
    output
      .split('\0')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
};

describe('deploy/env-file.mjs', () => {
  it('takes a JSON value as written, with no shell quoting, and runs nothing', () => {
    const settings = '{"phones":[{"label":"Recepción","display":"686 000 0000","tel":"+526860000000"}]}';
    expect(
      read(`SITE_SETTINGS=${settings}\nWORDPRESS_URL=https://cms.example # the CMS\nX=$(touch /tmp/pwned)\n`),
    ).toEqual({
      SITE_SETTINGS: settings,
      WORDPRESS_URL: 'https://cms.example',
      X: '$(touch /tmp/pwned)',
    });
  });

  it("lets a later file win (the stack's settings over the operator's)", () => {
    expect(read('HOST=0.0.0.0\nSITE_URL=https://plaza.example\n', 'HOST=127.0.0.1\n')).toEqual({
      HOST: '127.0.0.1',
      SITE_URL: 'https://plaza.example',
    });
  });

  it("keeps a '#' inside single quotes", () => {
    expect(read('SITE_SETTINGS=\'{"email":"a#b@plaza.example"}\'\n')).toEqual({
      SITE_SETTINGS: '{"email":"a#b@plaza.example"}',
    });
  });
});
