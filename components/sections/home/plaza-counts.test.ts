import { makePost } from '@/test/wordpress-fixtures';
import { localizePost } from '@/lib/wordpress/localize';
import { reshapePost } from '@/lib/wordpress/reshape';
import type { Post } from '@/lib/wordpress/types';

import { FALLBACK_COUNTS, plazaCounts } from './plaza-counts';

const post = (acf: Record<string, unknown>): Post => {
  const shaped = reshapePost(makePost(1, { acf }), {
    uploadsUrl: '/wp-content/uploads',
    warn: () => undefined,
    origin: 'test',
  });
  if (!('value' in shaped)) throw new Error(shaped.skipped);
  return localizePost(shaped.value, 'es', 'es');
};

describe('home counters', () => {
  it('read shops and clinics from the counters post', () => {
    expect(plazaCounts(post({ descripcion: '17', descripcion2: '8' }))).toEqual({ shops: 17, clinics: 8 });
  });

  it('fall back to 18 and 11 when the post is absent (spec)', () => {
    expect(FALLBACK_COUNTS).toEqual({ shops: 18, clinics: 11 });
    expect(plazaCounts(undefined)).toEqual({ shops: 18, clinics: 11 });
  });

  it('fall back field by field when a number is missing or not a number', () => {
    expect(plazaCounts(post({ descripcion: 'diecisiete', descripcion2: '' }))).toEqual({
      shops: 18,
      clinics: 11,
    });
    expect(plazaCounts(post({ descripcion: '20', descripcion_2: '9' }))).toEqual({ shops: 20, clinics: 9 });
  });
});
