import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const git = (args: string[], env: NodeJS.ProcessEnv = process.env, input?: string) =>
  execFileSync('git', args, { encoding: 'utf8', env, input, maxBuffer: 1 << 26 });

/**
 * A commit made from HEAD with some files changed, as an operator's next version would be, without touching
 * the work tree or a branch (git's plumbing on an index of its own); `refs/plaza-e2e/<name>` keeps it.
 * Each change must change its file.
 */
export function commitFromHead(name: string, changes: Record<string, (text: string) => string>): string {
  const index = path.join(tmpdir(), `plaza-e2e-index-${process.pid}-${name}`);
  const env = {
    ...process.env,
    GIT_INDEX_FILE: index,
    GIT_AUTHOR_NAME: 'Plaza e2e',
    GIT_AUTHOR_EMAIL: 'e2e@plaza.invalid',
    GIT_COMMITTER_NAME: 'Plaza e2e',
    GIT_COMMITTER_EMAIL: 'e2e@plaza.invalid',
  };
  try {
    git(['read-tree', 'HEAD'], env);
    for (const [file, change] of Object.entries(changes)) {
      const before = git(['show', `HEAD:${file}`]);
      const after = change(before);
      if (after === before) throw new Error(`${file}: the change for commit ${name} changed nothing`);
      const blob = git(['hash-object', '-w', '--stdin'], env, after).trim();
      git(['update-index', '--cacheinfo', `100644,${blob},${file}`], env);
    }
    const tree = git(['write-tree'], env).trim();
    const commit = git(['commit-tree', tree, '-p', 'HEAD', '-m', `e2e: ${name}`], env).trim();
    git(['update-ref', `refs/plaza-e2e/${name}`, commit]);
    return commit;
  } finally {
    rmSync(index, { force: true });
  }
}

/** The visible text and the island a test release changes, and what shows them. */
export const RELEASE_MARK = ' · B';
export const ISLAND_MARK = 'release-b';

/** Every plaza page's footer, in both languages, ends its rights line with RELEASE_MARK; the contact form's
 * island marks the document once its new code has run in the browser. */
export const releaseBChanges: Record<string, (text: string) => string> = {
  'content/i18n/es.json': (text) =>
    text.replace(
      '"rights": "Todos los derechos reservados."',
      `"rights": "Todos los derechos reservados.${RELEASE_MARK}"`,
    ),
  'content/i18n/en.json': (text) =>
    text.replace('"rights": "All rights reserved."', `"rights": "All rights reserved.${RELEASE_MARK}"`),
  'components/contact/contact-form.client.tsx': (text) =>
    text.replace(
      "import styles from './contact-form.module.css';\n",
      "import styles from './contact-form.module.css';\n\n" +
        `if (typeof document !== 'undefined') document.documentElement.dataset.releaseMark = '${ISLAND_MARK}';\n`,
    ),
};
