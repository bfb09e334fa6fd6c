import { alternatesFor, PAGE_KINDS, pathFor, resolvePage, staticPageParams } from './routes';

describe('the route table', () => {
  it('has the spec paths in both languages', () => {
    expect(PAGE_KINDS.map((kind) => pathFor(kind, 'es'))).toEqual([
      '/es', '/es/directorio', '/es/galeria', '/es/centro-medico-paris', '/es/farmacia-paris', '/es/contacto', '/es/plano-plaza-paris',
    ]);
    expect(PAGE_KINDS.map((kind) => pathFor(kind, 'en'))).toEqual([
      '/en', '/en/directory', '/en/gallery', '/en/paris-medical-center', '/en/paris-pharmacy', '/en/contact', '/en/square-plan',
    ]);
  });

  it('resolves paths back to page kinds and rejects the other language’s slugs', () => {
    expect(resolvePage('es', undefined)).toBe('home');
    expect(resolvePage('es', ['directorio'])).toBe('directory');
    expect(resolvePage('en', ['directorio'])).toBeNull();
    expect(resolvePage('en', ['square-plan'])).toBe('sitePlan');
    expect(resolvePage('es', ['galeria', 'extra'])).toBeNull();
  });

  it('generates one static param per page and language', () => {
    const params = staticPageParams();
    expect(params).toHaveLength(14);
    expect(params).toContainEqual({ lang: 'es', slug: [] });
    expect(params).toContainEqual({ lang: 'en', slug: ['paris-pharmacy'] });
  });

  it('pairs each page with its equivalent in the other language', () => {
    expect(alternatesFor('medicalCentre')).toEqual({ es: '/es/centro-medico-paris', en: '/en/paris-medical-center' });
  });
});
