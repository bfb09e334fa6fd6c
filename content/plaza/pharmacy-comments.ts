import type { Locale } from '@/lib/i18n/locales';

/** Spec: the pharmacy page shows a comments list with nested replies (sample comments, ours). */
export type PlazaComment = {
  id: string;
  author: string;
  date: string;
  text: string;
  replies?: PlazaComment[];
};

export const PHARMACY_COMMENTS: Record<Locale, PlazaComment[]> = {
  es: [
    {
      id: 'c1',
      author: 'Mariela Ontiveros',
      date: '2026-10-02T16:20:00Z',
      text: 'Me surtieron la receta completa en diez minutos, mientras esperaba el resultado del laboratorio. Muy amables.',
      replies: [
        {
          id: 'c1r1',
          author: 'Farmacia París',
          date: '2026-10-03T09:05:00Z',
          text: '¡Gracias, Mariela! Nos da gusto que la espera haya sido corta.',
        },
      ],
    },
    {
      id: 'c2',
      author: 'Ramiro Cota',
      date: '2026-09-18T19:45:00Z',
      text: '¿Tienen servicio a domicilio en la Primera Sección?',
      replies: [
        {
          id: 'c2r1',
          author: 'Farmacia París',
          date: '2026-09-19T10:30:00Z',
          text: 'Sí, Ramiro: llámenos al teléfono de recepción y coordinamos la entrega.',
        },
      ],
    },
  ],
  en: [
    {
      id: 'c1',
      author: 'Dana Whitfield',
      date: '2026-10-05T17:10:00Z',
      text: 'Crossed from Calexico for a dental visit and picked up my prescription here on the way out. Quick and friendly.',
      replies: [
        {
          id: 'c1r1',
          author: 'Paris Pharmacy',
          date: '2026-10-06T09:00:00Z',
          text: 'Thank you, Dana! Safe travels back.',
        },
      ],
    },
    {
      id: 'c2',
      author: 'Luis Herrera',
      date: '2026-09-21T15:00:00Z',
      text: 'Do you accept US cards?',
      replies: [
        {
          id: 'c2r1',
          author: 'Paris Pharmacy',
          date: '2026-09-22T10:15:00Z',
          text: 'Yes, Luis: we take US and Mexican cards, and pesos or dollars in cash.',
        },
      ],
    },
  ],
};
