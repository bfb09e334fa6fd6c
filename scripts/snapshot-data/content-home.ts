/** Home-page sections in both languages: hero, about, lists, counters, contact, spaces, testimonials. */
import { contactMap, vacantUnit } from './cards';
import { a, acf, hoursFields, p, storedParagraphs, type ImageDef, type PostDef } from './model';
import { corridor, reception } from './scenes-indoor';
import { facade, shopFronts } from './scenes-outdoor';
import type { Acf } from './wp';

const VIDEO_HOME = 'https://www.youtube.com/watch?v=pLz4rS1mC0d';

const hero = (name: string, title: string, alt: string, art: ImageDef['art']): ImageDef => ({
  name,
  width: 1600,
  height: 900,
  kind: 'hero',
  title,
  alt,
  caption: '',
  art,
});

// ---------------------------------------------------------------------------------------------
// Hero slides. Listed in display order (the newest post is shown first).

export const HERO_ES: PostDef[] = [
  {
    slug: 'salud-y-comercio-en-mexicali',
    title: 'Salud y comercio en Mexicali',
    blocks: [
      p(
        'Consultorios de especialidad, farmacia, laboratorio y tiendas para el día a día en un mismo lugar: Madero 775, Primera Sección.',
      ),
    ],
    categories: [2],
    acf: acf({ video: VIDEO_HOME }),
    featured: hero(
      'hero-plaza-paris-fachada',
      'Fachada de Plaza París al atardecer',
      'Ilustración de la fachada de Plaza París al atardecer, con consultorios en la planta alta y locales con toldos en la planta baja',
      (w, h) => facade(w, h, { time: 'dusk', seed: 11, palette: 'navy', sign: 'PLAZA PARÍS' }),
    ),
  },
  {
    slug: 'especialistas-a-minutos-de-la-garita',
    title: 'Especialistas a minutos de la garita',
    blocks: [
      p(
        'Cardiología, odontología, ortopedia, pediatría y más, con horario extendido de lunes a sábado para pacientes de Mexicali, del Valle y de California.',
      ),
    ],
    categories: [2],
    acf: acf(),
    featured: hero(
      'hero-pasillo-consultorios',
      'Pasillo de consultorios del Centro Médico París',
      'Ilustración del pasillo de consultorios de la planta alta, con puertas a ambos lados y un letrero colgante',
      (w, h) => corridor(w, h, { seed: 12, tone: 'warm', sign: 'Consultorios 201–209', palette: 'teal' }),
    ),
  },
  {
    slug: 'compras-tramites-y-bienestar',
    title: 'Compras, trámites y bienestar',
    blocks: [
      p(
        'Resuelve pendientes mientras esperas tu consulta: farmacia, óptica, cafetería, banco y florería a unos pasos.',
      ),
      p('Estacionamiento vigilado sin costo para clientes.'),
    ],
    categories: [2],
    acf: acf(),
    featured: hero(
      'hero-locales-comerciales',
      'Locales comerciales de la planta baja',
      'Ilustración de cuatro locales con toldos de colores: farmacia, cafetería, óptica y florería',
      (w, h) =>
        shopFronts(w, h, {
          seed: 13,
          shops: [
            { label: 'FARMACIA', icon: 'cross' },
            { label: 'CAFÉ', icon: 'cup' },
            { label: 'ÓPTICA', icon: 'glasses' },
            { label: 'FLORERÍA', icon: 'flower' },
          ],
        }),
    ),
  },
];

export const HERO_EN: PostDef[] = [
  {
    slug: 'healthcare-and-shopping-in-mexicali',
    title: 'Healthcare & shopping in Mexicali',
    blocks: [
      p(
        'Specialist practices, a pharmacy, a clinical laboratory and everyday shops in one place: Madero 775, Primera Sección.',
      ),
    ],
    categories: [23],
    acf: acf({ video: VIDEO_HOME }),
    featured: hero(
      'hero-plaza-paris-facade-night',
      'Plaza París façade at night',
      'Illustration of the Plaza París façade at night, with lit consulting-room windows upstairs and shops below',
      (w, h) => facade(w, h, { time: 'night', seed: 21, palette: 'navy', sign: 'PLAZA PARÍS' }),
    ),
  },
  {
    slug: 'specialists-minutes-from-the-border',
    title: 'Specialists minutes from the border',
    blocks: [
      p(
        "Cardiology, dentistry, orthopedics, pediatrics and more, with extended hours Monday to Saturday for patients from Mexicali, the Valley and California's Imperial County.",
      ),
    ],
    categories: [23],
    acf: acf(),
    featured: hero(
      'hero-medical-center-reception',
      'Paris Medical Center reception',
      'Illustration of the Paris Medical Center front desk, with a curved counter and pendant lamps',
      (w, h) => reception(w, h, { seed: 22, sign: 'PARIS MEDICAL CENTER', palette: 'navy' }),
    ),
  },
  {
    slug: 'shopping-errands-and-wellbeing',
    title: 'Shopping, errands and wellbeing',
    blocks: [
      p(
        'Get things done while you wait for your appointment: pharmacy, optician, café, bank and florist just steps away.',
      ),
      p('Free supervised parking for visitors.'),
    ],
    categories: [23],
    acf: acf(),
    featured: hero(
      'hero-shops-ground-floor',
      'Ground-floor shops',
      'Illustration of four shop fronts with colourful awnings: pharmacy, optician, florist and travel agency',
      (w, h) =>
        shopFronts(w, h, {
          seed: 23,
          shops: [
            { label: 'PHARMACY', icon: 'capsule' },
            { label: 'OPTICIAN', icon: 'glasses' },
            { label: 'FLORIST', icon: 'flower' },
            { label: 'TRAVEL', icon: 'plane' },
          ],
        }),
    ),
  },
];

// ---------------------------------------------------------------------------------------------
// About us (image 636 × 512).

export const ABOUT_ES: PostDef = {
  slug: 'una-plaza-pensada-para-tu-salud',
  title: 'Una plaza pensada para tu salud',
  blocks: [
    p(
      'Plaza París abrió sus puertas en Madero 775, en la Primera Sección de Mexicali, con una idea sencilla: que una visita al médico no se convierta en una jornada completa. En un mismo edificio conviven consultorios de especialidad, laboratorio clínico, farmacia y comercios para resolver los pendientes del día.',
    ),
    p(
      'La planta alta alberga el Centro Médico París, con recepción común, salas de espera climatizadas y acceso por escaleras y elevador. En la planta baja están la farmacia, la óptica, la cafetería y los locales comerciales, todos con entrada directa desde el estacionamiento vigilado.',
    ),
    p(
      `Atendemos a familias de Mexicali y del Valle, y a pacientes que cruzan desde California. Por eso el personal de recepción habla español e inglés y acompaña a cada visitante hasta el consultorio o local que busca. Encuentra a todos los locatarios en el ${a('/es/directorio', 'directorio')}.`,
    ),
  ],
  categories: [4],
  acf: acf(),
  featured: {
    name: 'nosotros-plaza-paris',
    width: 636,
    height: 512,
    kind: 'other',
    title: 'Plaza París de día',
    alt: 'Ilustración de Plaza París de día, con techo de estilo mansarda, palmeras y autos frente a la plaza',
    caption: '',
    art: (w, h) => facade(w, h, { time: 'day', seed: 31, palette: 'teal', sign: 'PLAZA PARÍS' }),
  },
};

export const ABOUT_EN: PostDef = {
  slug: 'mexicalis-plaza-for-health-and-everyday-errands',
  title: "Mexicali's plaza for health and everyday errands",
  blocks: [
    p(
      "Plaza París opened at Madero 775, in Mexicali's Primera Sección, with a simple idea: a visit to the doctor should not take up your whole day. Specialist practices, a clinical laboratory, a pharmacy and shops share one building, so you can take care of everything in a single trip.",
    ),
    p(
      'The upper floor is home to the Paris Medical Center, with a shared front desk, air-conditioned waiting rooms and access by stairs or elevator. The pharmacy, the optician, the café and the shops are on the ground floor, each with its own entrance from the supervised parking lot.',
    ),
    p(
      `We serve families from Mexicali and the Valley, and many patients who cross from California. Our front-desk staff speak Spanish and English and will walk you to the practice or shop you are looking for. Every tenant is listed in the ${a('/en/directory', 'directory')}.`,
    ),
  ],
  categories: [21],
  acf: acf(),
  featured: {
    name: 'about-plaza-paris',
    width: 636,
    height: 512,
    kind: 'other',
    title: 'Plaza París at dusk',
    alt: 'Illustration of Plaza París at dusk, with a mansard roof, palm trees and cars in front of the plaza',
    caption: '',
    art: (w, h) => facade(w, h, { time: 'dusk', seed: 32, palette: 'plum', sign: 'PLAZA PARÍS' }),
  },
};

// ---------------------------------------------------------------------------------------------
// "En Nuestras Instalaciones": consulting rooms and complementary services (list items, no images).

const item = (slug: string, title: string, text: string, category: number, fields: Acf = acf()): PostDef => ({
  slug,
  title,
  blocks: [p(text)],
  categories: [category],
  acf: fields,
});

export const ROOMS_ES: PostDef[] = [
  item(
    'consultorio-cardiologia',
    'Cardiología',
    'Valoración cardiovascular, electrocardiograma y control de hipertensión.',
    5,
  ),
  item(
    'consultorio-ortopedia',
    'Ortopedia',
    'Lesiones deportivas, fracturas y dolor de rodilla, hombro o columna.',
    5,
  ),
  item('consultorio-odontologia', 'Odontología', 'Limpieza, resinas, ortodoncia e implantes dentales.', 5),
  item(
    'consultorio-cirugia-plastica',
    'Cirugía plástica',
    'Cirugía estética y reconstructiva con valoración previa.',
    5,
  ),
  item(
    'consultorio-pediatria',
    'Pediatría',
    'Control del niño sano, vacunas y consulta de enfermedades comunes.',
    5,
  ),
  item(
    'consultorio-medicina-interna',
    'Medicina interna',
    'Diabetes, hipertensión y seguimiento de enfermedades crónicas en adultos.',
    5,
  ),
];

export const ROOMS_EN: PostDef[] = [
  item(
    'room-cardiology',
    'Cardiology',
    'Heart check-ups, electrocardiograms and blood-pressure control.',
    15,
  ),
  item('room-orthopedics', 'Orthopedics', 'Sports injuries, fractures and knee, shoulder or back pain.', 15),
  item('room-dentistry', 'Dentistry', 'Cleanings, fillings, orthodontics and dental implants.', 15),
  item(
    'room-plastic-surgery',
    'Plastic surgery',
    'Cosmetic and reconstructive surgery after an initial assessment.',
    15,
  ),
  item('room-pediatrics', 'Pediatrics', 'Well-child visits, vaccines and care for common illnesses.', 15),
  item(
    'room-internal-medicine',
    'Internal medicine',
    'Diabetes, hypertension and follow-up of chronic conditions in adults.',
    15,
  ),
];

export const SERVICES_ES: PostDef[] = [
  item(
    'servicio-laboratorio-clinico',
    'Laboratorio clínico',
    'Toma de muestras de lunes a sábado desde las 7:00, sin cita.',
    6,
  ),
  item('servicio-farmacia', 'Farmacia', 'Surtido de recetas, medicamentos genéricos y de especialidad.', 6),
  // Real ACF answers `[]` for a post without field groups.
  item(
    'servicio-estacionamiento-vigilado',
    'Estacionamiento vigilado',
    'Más de 40 cajones con sombra y vigilancia durante todo el horario de la plaza.',
    6,
    [],
  ),
  item('servicio-optica', 'Óptica', 'Examen de la vista y lentes graduados listos en 48 horas.', 6),
  item('servicio-cafeteria', 'Cafetería', 'Café de especialidad, desayunos y comida ligera para llevar.', 6),
];

export const SERVICES_EN: PostDef[] = [
  item(
    'service-clinical-laboratory',
    'Clinical laboratory',
    'Walk-in sample collection Monday to Saturday from 7 a.m.',
    22,
  ),
  item('service-pharmacy', 'Pharmacy', 'Prescriptions filled, generic and specialty medicines.', 22),
  item(
    'service-supervised-parking',
    'Supervised parking',
    'More than 40 shaded spaces, supervised during plaza hours.',
    22,
  ),
  item('service-optician', 'Optician', 'Eye exams and prescription glasses ready in 48 hours.', 22),
  item('service-cafe', 'Café', 'Specialty coffee, breakfast and light meals to go.', 22),
];

// ---------------------------------------------------------------------------------------------
// Shared posts: counters and contact.

export const COUNTERS: PostDef = {
  slug: 'locales-en-la-plaza',
  title: 'Locales en la plaza',
  blocks: [
    '<p>17 locales comerciales y 8 consultorios médicos en un solo lugar. <span lang="en">17 shops and 8 medical practices under one roof.</span></p>',
  ],
  categories: [25],
  // The reception's hours, as the contact post told them: Monday to Friday 8-20, Saturday 8-14.
  acf: {
    ...acf({ descripcion: '17', descripcion2: '8' }),
    ...hoursFields({
      lunes: ['08:00', '20:00'],
      martes: ['08:00', '20:00'],
      miercoles: ['08:00', '20:00'],
      jueves: ['08:00', '20:00'],
      viernes: ['08:00', '20:00'],
      sabado: ['08:00', '14:00'],
    }),
  },
  editedAfterHours: 52,
};

export const CONTACT: PostDef = {
  slug: 'contacto',
  title: 'Contacto',
  blocks: [
    p(
      `Estamos en Madero 775, Primera Sección, Mexicali, Baja California, a pocos minutos de la garita del centro. Para facturación escribe a facturacion@plazaparis.example; para informes sobre locales en renta, a locales@plazaparis.example. Antes de tu visita, consulta el ${a('/es/plano-plaza-paris', 'plano de la plaza')}.`,
    ),
  ],
  categories: [26],
  // No English title: the English page is headed by its own name. The hours live in the counters post.
  acf: acf({
    contenido_en: storedParagraphs(
      'We are at Madero 775, Primera Sección, Mexicali, Baja California, a few minutes from the downtown border crossing.',
      `For invoices, write to facturacion@plazaparis.example; for leasing enquiries, to locales@plazaparis.example. Before your visit, have a look at the ${a('/en/square-plan', 'plaza plan')}.`,
    ),
  }),
  featured: {
    name: 'contacto-plaza-paris',
    width: 800,
    height: 600,
    kind: 'other',
    title: 'Ubicación de Plaza París',
    alt: 'Mapa ilustrado con la ubicación de Plaza París sobre la calle Madero',
    caption: 'Madero 775, Primera Sección, Mexicali.',
    art: (w, h) =>
      contactMap(w, h, { palette: 'navy', seed: 41, label: 'Plaza París', street: 'CALLE MADERO' }),
  },
  editedAfterHours: 30,
};

// ---------------------------------------------------------------------------------------------
// Available spaces (es 8 / en 18).

const unitImage = (
  name: string,
  title: string,
  alt: string,
  kind: 'shop' | 'office' | 'corner',
  sign: string,
  unit: string,
  area: string,
  span: string,
  seed: number,
): ImageDef => ({
  name,
  width: 800,
  height: 600,
  kind: 'other',
  title,
  alt,
  caption: '',
  art: (w, h) =>
    vacantUnit(w, h, {
      kind,
      sign,
      unit,
      area,
      span,
      palette: kind === 'office' ? 'navy' : kind === 'corner' ? 'sand' : 'teal',
      seed,
    }),
});

export const SPACES_ES: PostDef[] = [
  {
    slug: 'local-14-planta-baja',
    title: 'Local 14 · planta baja',
    blocks: [
      p(
        'Local con fachada de cristal hacia el estacionamiento principal y acceso directo desde el pasillo central. Ideal para tienda de conveniencia, farmacia de especialidad o sala de exhibición. Se entrega con cortina metálica y preparación para minisplit.',
      ),
      p(
        `Informes en recepción, en locales@plazaparis.example o desde la página de ${a('/es/contacto', 'contacto')}.`,
      ),
    ],
    categories: [8],
    acf: acf({
      descripcion: '42 m² · frente al estacionamiento · medio baño · instalación eléctrica trifásica',
    }),
    featured: unitImage(
      'local-14-planta-baja',
      'Local 14 disponible',
      'Ilustración del local 14 vacío, con fachada de cristal y letrero de disponible',
      'shop',
      'DISPONIBLE',
      'Local 14',
      '42 m²',
      '7.0 m',
      51,
    ),
  },
  {
    slug: 'consultorio-208-planta-alta',
    title: 'Consultorio 208 · planta alta',
    blocks: [
      p(
        'Consultorio listo para operar dentro del Centro Médico París, con recepción y sala de espera compartidas, lavabo clínico, contactos grado hospital y acceso por elevador. Buscamos especialidades que complementen a los médicos de la plaza.',
      ),
      p(`Agenda una visita desde la página de ${a('/es/contacto', 'contacto')}.`),
    ],
    categories: [8],
    acf: acf({ descripcion: '28 m² · lavabo clínico · ventana hacia la calle Madero · junto al elevador' }),
    featured: unitImage(
      'consultorio-208-planta-alta',
      'Consultorio 208 disponible',
      'Ilustración del consultorio 208 vacío, con ventana, lavabo clínico y letrero de disponible',
      'office',
      'DISPONIBLE',
      'Consultorio 208',
      '28 m²',
      '5.6 m',
      52,
    ),
  },
  {
    slug: 'local-6-esquina-comercial',
    title: 'Local 6 - esquina comercial',
    blocks: [
      p(
        'El local con mayor visibilidad de la plaza: esquina con dos frentes de cristal, terraza techada para mesas y salida de humos ya instalada. Recomendado para cafetería, comida rápida o heladería.',
      ),
      p(
        `Pide la ficha técnica en locales@plazaparis.example o desde la página de ${a('/es/contacto', 'contacto')}.`,
      ),
    ],
    categories: [8],
    acf: acf({ descripcion: '65 m² · dos frentes · terraza techada · apto para alimentos' }),
    featured: unitImage(
      'local-6-esquina',
      'Local 6 en esquina disponible',
      'Ilustración del local 6 en esquina, con dos frentes de cristal, terraza techada y letrero de disponible',
      'corner',
      'DISPONIBLE',
      'Local 6',
      '65 m²',
      '10.8 m',
      53,
    ),
  },
];

export const SPACES_EN: PostDef[] = [
  {
    slug: 'unit-14-ground-floor',
    title: 'Unit 14 · ground floor',
    blocks: [
      p(
        'Glass-fronted unit facing the main parking lot, with direct access from the central corridor. Well suited to a convenience store, a specialty pharmacy or a showroom. Delivered with a security shutter and ready for a split air-conditioning unit.',
      ),
      p(
        `Ask at the front desk, write to locales@plazaparis.example or use our ${a('/en/contact', 'contact page')}.`,
      ),
    ],
    categories: [18],
    acf: acf({
      descripcion: '42 m² (452 sq ft) · faces the main parking lot · half bath · three-phase power',
    }),
    featured: unitImage(
      'unit-14-ground-floor',
      'Unit 14 for lease',
      'Illustration of the empty unit 14 with a glass front and a for-lease sign',
      'shop',
      'FOR LEASE',
      'Unit 14',
      '42 m²',
      '7.0 m',
      61,
    ),
  },
  {
    slug: 'suite-208-upper-floor',
    title: 'Suite 208 · upper floor',
    blocks: [
      p(
        "A ready-to-use consulting room in the Paris Medical Center, sharing the front desk and waiting room, with a clinical sink, hospital-grade outlets and elevator access. We welcome specialties that complement the plaza's current practices.",
      ),
      p(`Book a viewing through our ${a('/en/contact', 'contact page')}.`),
    ],
    categories: [18],
    acf: acf({
      descripcion: '28 m² (301 sq ft) · clinical sink · window onto Madero Street · next to the elevator',
    }),
    featured: unitImage(
      'suite-208-upper-floor',
      'Suite 208 for lease',
      'Illustration of the empty suite 208 with a window, a clinical sink and a for-lease sign',
      'office',
      'FOR LEASE',
      'Suite 208',
      '28 m²',
      '5.6 m',
      62,
    ),
  },
  {
    slug: 'unit-6-corner-space',
    title: 'Unit 6 - corner space',
    blocks: [
      p(
        "The plaza's most visible unit: a corner space with two glass frontages, a covered terrace for tables and a kitchen exhaust already in place. Ideal for a café, a quick-service restaurant or an ice-cream shop.",
      ),
      p(
        `Request the floor plan at locales@plazaparis.example or through our ${a('/en/contact', 'contact page')}.`,
      ),
    ],
    categories: [18],
    acf: acf({
      descripcion: '65 m² (700 sq ft) · two frontages · covered terrace · suitable for food service',
    }),
    featured: unitImage(
      'unit-6-corner',
      'Corner unit 6 for lease',
      'Illustration of corner unit 6 with two glass frontages, a covered terrace and a for-lease sign',
      'corner',
      'FOR LEASE',
      'Unit 6',
      '65 m²',
      '10.8 m',
      63,
    ),
  },
];

// ---------------------------------------------------------------------------------------------
// Testimonials: title = author, acf.descripcion = e-mail-like contact, content = the quote.

const quote = (slug: string, name: string, email: string, text: string, category: number): PostDef => ({
  slug,
  title: name,
  blocks: [p(text)],
  categories: [category],
  acf: acf({ descripcion: email }),
});

export const TESTIMONIALS_ES: PostDef[] = [
  quote(
    'testimonio-rocio-valenzuela',
    'Rocío Valenzuela Ortiz',
    'rocio.valenzuela@plazaparis.example',
    'Llevo a mi mamá a cardiología cada mes. Encontrar estacionamiento con sombra y tener la farmacia y el laboratorio en el mismo edificio nos ahorra media mañana.',
    9,
  ),
  quote(
    'testimonio-hector-amaya',
    'Héctor Amaya Lizárraga',
    'hector.amaya@plazaparis.example',
    'Saqué cita en la clínica dental un sábado y me atendieron a la hora. En recepción te orientan aunque sea tu primera vez en la plaza.',
    9,
  ),
  quote(
    'testimonio-marisol-cardenas',
    'Marisol Cárdenas Ibarra',
    'marisol.cardenas@plazaparis.example',
    'Tengo mi florería en la planta baja desde la apertura. El flujo de pacientes y acompañantes es constante y la administración responde rápido a cualquier detalle.',
    9,
  ),
];

export const TESTIMONIALS_EN: PostDef[] = [
  quote(
    'testimonial-karen-whitfield',
    'Karen Whitfield',
    'karen.whitfield@plazaparis.example',
    'I cross from Calexico for my eye exams. The front-desk staff speak English, my glasses were ready in two days, and the parking lot is right by the entrance.',
    24,
  ),
  quote(
    'testimonial-daniel-ocampo',
    'Daniel Ocampo',
    'daniel.ocampo@plazaparis.example',
    'My dentist moved here last year and it shows: clean waiting rooms, appointments on time and a pharmacy downstairs when I need a prescription filled.',
    24,
  ),
  quote(
    'testimonial-linda-morales',
    'Linda Morales Baker',
    'linda.morales@plazaparis.example',
    "We book my father's lab work and his cardiology follow-up on the same morning. Everything is a few steps apart, which matters a lot at his age.",
    24,
  ),
];
