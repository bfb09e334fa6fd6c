/** The WordPress categories the site reads; ids are fixed by the site's category map. */
import type { Category } from './wp';

export const CATEGORIES: Category[] = [
  {
    id: 2,
    name: 'Slider inicio',
    slug: 'slider-inicio',
    description: 'Diapositivas del encabezado de la página de inicio en español.',
  },
  {
    id: 4,
    name: 'Nosotros',
    slug: 'nosotros',
    description: 'Texto de la sección Nosotros de la página de inicio.',
  },
  {
    id: 5,
    name: 'Consultorios',
    slug: 'consultorios',
    description: 'Especialidades que se listan en “En Nuestras Instalaciones”.',
  },
  {
    id: 6,
    name: 'Servicios adicionales',
    slug: 'servicios-adicionales',
    description: 'Servicios complementarios que se listan en la página de inicio.',
  },
  {
    id: 7,
    name: 'Centro médico',
    slug: 'centro-medico',
    description:
      'Especialidades del Centro Médico París en la página de inicio y en publicaciones relacionadas.',
  },
  {
    id: 8,
    name: 'Locales disponibles',
    slug: 'locales-disponibles',
    description: 'Locales y consultorios en renta.',
  },
  { id: 9, name: 'Testimonios', slug: 'testimonios', description: 'Opiniones de pacientes y locatarios.' },
  {
    id: 10,
    name: 'Publicaciones',
    slug: 'publicaciones',
    description: 'Noticias de la plaza y consejos de salud.',
  },
  {
    id: 11,
    name: 'Centro Médico París',
    slug: 'centro-medico-paris',
    description: 'Contenido de la página del Centro Médico París.',
  },
  {
    id: 12,
    name: 'Farmacia París',
    slug: 'farmacia-paris',
    description: 'Contenido de la página de Farmacia París.',
  },
  {
    id: 14,
    name: 'Paris Medical Center',
    slug: 'paris-medical-center',
    description: 'Content of the Paris Medical Center page.',
  },
  {
    id: 15,
    name: 'Consulting rooms',
    slug: 'consulting-rooms',
    description: 'Specialties listed under “Our Facilities”.',
  },
  {
    id: 16,
    name: 'Directorio comercial',
    slug: 'directorio-comercial',
    description: 'Comercios y servicios del directorio / Shops and services in the directory.',
  },
  {
    id: 17,
    name: 'Directorio médico',
    slug: 'directorio-medico',
    description:
      'Médicos, clínicas y laboratorio del directorio / Doctors, clinics and laboratory in the directory.',
  },
  {
    id: 18,
    name: 'Special deals',
    slug: 'special-deals',
    description: 'Units and suites available for lease.',
  },
  {
    id: 19,
    name: 'Paris Pharmacy',
    slug: 'paris-pharmacy',
    description: 'Content of the Paris Pharmacy page.',
  },
  { id: 21, name: 'About us', slug: 'about-us', description: 'About-us text on the English home page.' },
  {
    id: 22,
    name: 'Complementary services',
    slug: 'complementary-services',
    description: 'Complementary services listed on the English home page.',
  },
  {
    id: 23,
    name: 'Hero slides',
    slug: 'hero-slides',
    description: 'Slides at the top of the English home page.',
  },
  { id: 24, name: 'Testimonials', slug: 'testimonials', description: 'What patients and tenants say.' },
  {
    id: 25,
    name: 'Teléfono y contadores',
    slug: 'telefono-y-contadores',
    description: 'Contadores de la página de inicio (locales y consultorios).',
  },
  {
    id: 26,
    name: 'Contacto',
    slug: 'contacto',
    description: 'Texto de la página de contacto / Contact page text.',
  },
  { id: 27, name: 'Plano', slug: 'plano', description: 'Plano de la plaza / Site plan.' },
];
