import { matchesQuery, searchWords } from './words';

describe('finder matching', () => {
  const cardiology = searchWords(['Cardiología Dr. Esteban Lugo Ceballos', 'Electrocardiograma y Holter']);

  it('reduces texts to distinct folded words', () => {
    expect(cardiology).toBe('cardiologia dr esteban lugo ceballos electrocardiograma y holter');
  });

  it.each(['cardio', 'cardiología', 'CARDIOLOGIA', 'Cardiologia lugo', 'hol', ''])('matches %p', (query) => {
    expect(matchesQuery(cardiology, query)).toBe(true);
  });

  it.each(['diologia', 'cardio dental', 'zzz'])(
    'does not match %p (each word must start a word)',
    (query) => {
      expect(matchesQuery(cardiology, query)).toBe(false);
    },
  );

  it('ignores punctuation in texts and queries', () => {
    expect(matchesQuery(searchWords(['Óptica Iris & Lente']), 'iris&lente')).toBe(true);
  });
});
