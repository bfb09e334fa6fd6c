import { youtubeEmbedUrl, youtubeId } from './video';

describe('youtubeId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=pLz4rS1mC0d', 'pLz4rS1mC0d'],
    ['https://youtu.be/pLz4rS1mC0d?t=3', 'pLz4rS1mC0d'],
    ['https://www.youtube.com/embed/pLz4rS1mC0d', 'pLz4rS1mC0d'],
    ['https://www.youtube-nocookie.com/embed/pLz4rS1mC0d', 'pLz4rS1mC0d'],
    ['https://m.youtube.com/shorts/pLz4rS1mC0d', 'pLz4rS1mC0d'],
    ['pLz4rS1mC0d', 'pLz4rS1mC0d'],
  ])('%s → %s', (url, id) => {
    expect(youtubeId(url)).toBe(id);
  });

  it.each([
    '',
    'https://vimeo.com/123',
    'https://www.youtube.com/watch?v=short',
    'javascript:alert(1)',
    'https://evil.example/watch?v=pLz4rS1mC0d',
  ])('rejects %p', (url) => {
    expect(youtubeId(url)).toBeNull();
  });

  it('embeds from the privacy-enhanced host', () => {
    expect(youtubeEmbedUrl('pLz4rS1mC0d')).toBe(
      'https://www.youtube-nocookie.com/embed/pLz4rS1mC0d?rel=0&autoplay=1',
    );
  });
});
