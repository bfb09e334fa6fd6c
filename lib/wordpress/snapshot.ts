import { readFile } from 'node:fs/promises';
import path from 'node:path';

import type { PageResult, PublishedResource, Resource, WordPressSource } from './client';
import { WordPressError } from './errors';

/** One file per query, exactly the array WordPress answers (docs/architecture.md, "The bundled content"). */
export function snapshotFile(resource: PublishedResource): string {
  return resource.kind === 'posts'
    ? `posts/category-${resource.category}.json`
    : `media/parent-${resource.parent}.json`;
}

// Drafts and autosaves exist only in a live WordPress: there is no preview of the bundled content.
const isPublished = (resource: Resource): resource is PublishedResource =>
  resource.kind === 'posts' || resource.kind === 'media';

export function snapshotSource(dir: string): WordPressSource {
  const root = path.resolve(/* turbopackIgnore: true */ process.cwd(), dir);
  return {
    location: (resource) => (isPublished(resource) ? path.join(root, snapshotFile(resource)) : root),
    async fetchPage(resource, page): Promise<PageResult> {
      if (page > 1 || !isPublished(resource)) return { status: 'empty' };
      const file = path.join(root, snapshotFile(resource));
      let text: string;
      try {
        text = await readFile(file, 'utf8');
      } catch (error) {
        // A category the snapshot does not hold is an empty section, like a 404 from WordPress.
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { status: 'empty' };
        throw new WordPressError('snapshot file unreadable', {
          url: file,
          cause: error,
          category: categoryOf(resource),
        });
      }
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch (error) {
        throw new WordPressError('snapshot file is not valid JSON', {
          url: file,
          cause: error,
          category: categoryOf(resource),
        });
      }
      if (!Array.isArray(json)) {
        throw new WordPressError('snapshot file must hold a JSON array', {
          url: file,
          category: categoryOf(resource),
        });
      }
      return { status: 'ok', items: json, totalPages: 1 };
    },
  };
}

const categoryOf = (resource: Resource) => (resource.kind === 'posts' ? resource.category : null);
