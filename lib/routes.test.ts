import { alternatesFor, galleryPageCount, PAGE_KINDS, pathFor, plazaPaths, resolvePage } from './routes';

describe('the route table', () => {
  it('has the spec paths in both languages', () => {
    expect(PAGE_KINDS.map((kind) => pathFor(kind, 'es'))).toEqual([
      '/es',
      '/es/directorio',
      '/es/galeria',
      '/es/centro-medico-paris',
      '/es/farmacia-paris',
      '/es/contacto',
      '/es/plano-plaza-paris',
    ]);
    expect(PAGE_KINDS.map((kind) => pathFor(kind, 'en'))).toEqual([
      '/en',
      '/en/directory',
      '/en/gallery',
      '/en/paris-medical-center',
      '/en/paris-pharmacy',
      '/en/contact',
      '/en/square-plan',
    ]);
  });

  it('lists every plaza page in both languages and the English contact alias, once each', () => {
    const paths = plazaPaths();
    expect(paths).toHaveLength(PAGE_KINDS.length * 2 + 1);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(expect.arrayContaining(['/es', '/en/square-plan', '/es/contacto', '/contact']));
  });

  it('resolves paths back to page kinds and rejects the other language’s slugs', () => {
    expect(resolvePage('es', undefined)).toEqual({ kind: 'home', page: 1 });
    expect(resolvePage('es', ['directorio'])).toEqual({ kind: 'directory', page: 1 });
    expect(resolvePage('en', ['directorio'])).toBeNull();
    expect(resolvePage('en', ['square-plan'])).toEqual({ kind: 'sitePlan', page: 1 });
    expect(resolvePage('es', ['galeria', 'extra'])).toBeNull();
  });

  it('gives the gallery numbered pages, and nothing else', () => {
    expect(resolvePage('es', ['galeria', '2'])).toEqual({ kind: 'gallery', page: 2 });
    expect(resolvePage('en', ['gallery', '12'])).toEqual({ kind: 'gallery', page: 12 });
    expect(resolvePage('es', ['galeria', '1'])).toBeNull();
    expect(resolvePage('es', ['galeria', '02'])).toBeNull();
    expect(resolvePage('es', ['gallery', '2'])).toBeNull();
    expect(resolvePage('es', ['directorio', '2'])).toBeNull();
    expect(resolvePage('es', ['galeria', '2', 'x'])).toBeNull();
  });

  it('pairs each page with its equivalent in the other language', () => {
    expect(alternatesFor('medicalCentre')).toEqual({
      es: '/es/centro-medico-paris',
      en: '/en/paris-medical-center',
    });
  });

  it('counts 20 images a page', () => {
    expect(galleryPageCount(0)).toBe(1);
    expect(galleryPageCount(20)).toBe(1);
    expect(galleryPageCount(21)).toBe(2);
    expect(galleryPageCount(26)).toBe(2);
  });
});
