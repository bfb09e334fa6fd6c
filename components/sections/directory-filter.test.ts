import { NO_FILTER, addressOf, filterOf, historyStep } from './directory-filter';

describe('the finder in the address', () => {
  it('reads ?q= and ?section=, and nothing else as a section', () => {
    expect(filterOf(new URLSearchParams('q=cardio&section=medical'))).toEqual({
      q: 'cardio',
      section: 'medical',
    });
    expect(filterOf(new URLSearchParams('section=shops'))).toEqual({ q: '', section: 'shops' });
    expect(filterOf(new URLSearchParams('section=admin&x=1'))).toEqual(NO_FILTER);
  });

  it('writes them, keeping other parameters and the hash, and drops them when empty', () => {
    const href = 'https://plaza.example/en/directory?utm=x&q=old#proveedor-cafe';
    expect(addressOf({ q: 'cardiología', section: 'medical' }, href)).toBe(
      '/en/directory?utm=x&q=cardiolog%C3%ADa&section=medical#proveedor-cafe',
    );
    expect(addressOf({ q: '  ', section: '' }, href)).toBe('/en/directory?utm=x#proveedor-cafe');
  });

  it('a first filter and a change of section are history entries; typing on and clearing are not', () => {
    expect(historyStep(NO_FILTER, { q: 'c', section: '' })).toBe('push');
    expect(historyStep({ q: 'c', section: '' }, { q: 'ca', section: '' })).toBe('replace');
    expect(historyStep({ q: 'ca', section: '' }, { q: 'ca', section: 'medical' })).toBe('push');
    expect(historyStep({ q: '', section: 'medical' }, NO_FILTER)).toBe('push');
    expect(historyStep({ q: 'ca', section: '' }, NO_FILTER)).toBe('replace');
  });
});
