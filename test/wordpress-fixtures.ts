/** Builders of WordPress REST items in the shape the real API answers (see shared wordpress-samples). */
export function makePost(id: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id,
    date: '2026-11-01T10:00:00',
    slug: `post-${id}`,
    status: 'publish',
    type: 'post',
    title: { rendered: `Post ${id}` },
    content: { rendered: `<p>Content of post ${id}.</p>\n`, protected: false },
    excerpt: { rendered: `<p>Excerpt ${id}</p>\n`, protected: false },
    categories: [50],
    featured_media: 0,
    acf: {
      descripcion: '',
      descripcion2: '',
      red_instagram: '',
      red_facebook: '',
      pagina_web: '',
      video: '',
    },
    ...overrides,
  };
}

export function makeMedia(id: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const file = `2026/11/image-${id}.webp`;
  return {
    id,
    title: { rendered: `Image ${id}` },
    alt_text: `Alt ${id}`,
    caption: { rendered: `<p>Caption ${id}</p>\n` },
    media_type: 'image',
    mime_type: 'image/webp',
    source_url: `http://wp.test/wp-content/uploads/${file}`,
    guid: { rendered: `http://wp.test/wp-content/uploads/${file}` },
    media_details: {
      width: 800,
      height: 600,
      file,
      sizes: {
        medium_large: {
          file: `image-${id}-768x576.webp`,
          width: 768,
          height: 576,
          source_url: `http://wp.test/wp-content/uploads/2026/11/image-${id}-768x576.webp`,
        },
      },
    },
    ...overrides,
  };
}
