/** Medical-centre grid, the medical centre, pharmacy and site-plan pages, and the blog. */
import { coverCard, iconCard } from './cards';
import type { IconName } from './icons';
import { a, acf, h2, p, pEn, ul, type ImageDef, type PostDef } from './model';
import { GROUND_FLOOR, UPPER_FLOOR, sitePlan } from './plans';
import { pharmacy, reception } from './scenes-indoor';
import { parking } from './scenes-outdoor';
import type { PaletteName } from './svg';

const card = (
  name: string,
  title: string,
  alt: string,
  icon: IconName,
  palette: PaletteName,
  seed: number,
): ImageDef => ({
  name,
  width: 800,
  height: 600,
  kind: 'other',
  title,
  alt,
  caption: '',
  art: (w, h) => iconCard(w, h, { icon, palette, seed }),
});

// ---------------------------------------------------------------------------------------------
// Medical-centre grid on the Spanish home page (category 7), display order.

const grid = (
  slug: string,
  title: string,
  summary: string,
  paragraphs: string[],
  image: ImageDef,
): PostDef => ({
  slug,
  title,
  blocks: paragraphs.map(p),
  categories: [7],
  acf: acf({ descripcion: summary }),
  featured: image,
});

export const MEDICAL_GRID: PostDef[] = [
  grid(
    'centro-medico-cardiologia',
    'Cardiología',
    'Consulta, electrocardiograma y monitoreo Holter en el consultorio 201.',
    [
      'El servicio de cardiología atiende a adultos con hipertensión, arritmias, dolor en el pecho o antecedentes familiares de enfermedad del corazón. El electrocardiograma se realiza durante la misma consulta y el reporte se entrega ese día.',
      'Para estudios de laboratorio coordinamos la cita con el laboratorio de la planta baja, de modo que puedas resolver todo en una sola visita.',
    ],
    card(
      'centro-medico-cardiologia',
      'Cardiología',
      'Ilustración de un corazón con trazo de electrocardiograma',
      'heart',
      'navy',
      101,
    ),
  ),
  grid(
    'centro-medico-ortopedia',
    'Ortopedia y traumatología',
    'Lesiones deportivas, fracturas y dolor articular.',
    [
      'Valoración de lesiones de rodilla, hombro y tobillo, manejo de fracturas sin cirugía y seguimiento después de una operación. La clínica de fisioterapia de la planta baja continúa la rehabilitación con el plan que indique tu ortopedista.',
    ],
    card(
      'centro-medico-ortopedia',
      'Ortopedia y traumatología',
      'Ilustración de un hueso sobre fondo naranja',
      'bone',
      'sand',
      102,
    ),
  ),
  grid(
    'centro-medico-odontologia',
    'Odontología',
    'Limpieza, resinas, ortodoncia e implantes.',
    [
      'La clínica dental ofrece limpieza y revisión semestral, resinas del color del diente, endodoncia, ortodoncia con brackets o alineadores e implantes. Atendemos a niños desde los tres años.',
    ],
    card(
      'centro-medico-odontologia',
      'Odontología',
      'Ilustración de un diente sobre fondo verde azulado',
      'tooth',
      'teal',
      103,
    ),
  ),
  grid(
    'centro-medico-cirugia-plastica',
    'Cirugía plástica',
    'Cirugía estética y reconstructiva con valoración previa.',
    [
      'Procedimientos estéticos y reconstructivos con valoración previa, explicación detallada de riesgos y cuidados, y seguimiento en el consultorio 204.',
      'Las cirugías se programan en hospitales de la ciudad; las curaciones y revisiones posteriores se hacen en la plaza.',
    ],
    card(
      'centro-medico-cirugia-plastica',
      'Cirugía plástica',
      'Ilustración de un espejo de mano con destellos',
      'mirror',
      'rose',
      104,
    ),
  ),
  grid(
    'centro-medico-laboratorio',
    'Laboratorio clínico',
    'Análisis clínicos y microbiológicos, sin cita desde las 7:00.',
    [
      'Química sanguínea, biometría hemática, perfil tiroideo, examen general de orina, cultivos y pruebas de embarazo. La mayoría de los resultados se entregan el mismo día por correo electrónico o en recepción.',
    ],
    card(
      'centro-medico-laboratorio',
      'Laboratorio clínico',
      'Ilustración de un matraz de laboratorio con líquido',
      'flask',
      'sky',
      105,
    ),
  ),
  grid(
    'centro-medico-optometria',
    'Optometría y terapia visual',
    'Examen de la vista, desarrollo visual y terapia visual.',
    [
      'Examen completo de agudeza visual, graduación de lentes y de lentes de contacto, y programas de terapia visual para niños con dificultades de lectura o de enfoque. La óptica de la planta baja surte tu receta en 48 horas.',
    ],
    card(
      'centro-medico-optometria',
      'Optometría',
      'Ilustración de un ojo sobre fondo morado',
      'eye',
      'plum',
      106,
    ),
  ),
];

// ---------------------------------------------------------------------------------------------
// Medical centre page (11 / 14).

export const MEDICAL_CENTRE_ES: PostDef = {
  slug: 'centro-medico-paris',
  title: 'Centro Médico París',
  blocks: [
    p(
      'El Centro Médico París ocupa la planta alta de la plaza. Reúne consultorios de especialidad, laboratorio, servicios de salud y belleza y optometría, con una recepción común que agenda citas, confirma horarios y orienta a cada paciente desde que llega.',
    ),
    h2('Consultorios'),
    ul(['Cardiología', 'Ortopedia', 'Odontología', 'Cirugía plástica']),
    h2('Laboratorio'),
    ul(['Análisis clínicos', 'Análisis microbiológicos']),
    h2('Salud y belleza'),
    ul(['Terapia intravenosa', 'Spa', 'Cirugía plástica']),
    h2('Optometría'),
    ul(['Desarrollo visual', 'Optometría', 'Terapia visual']),
    h2('Cómo llegar'),
    p(
      `Sube por las escaleras o el elevador junto al acceso principal; la recepción está frente a la salida del elevador. Consulta el ${a('/es/plano-plaza-paris', 'plano de la plaza')} o busca a tu médico en el ${a('/es/directorio', 'directorio')}.`,
    ),
    p('Recepción: lunes a viernes de 8:00 a 20:00 y sábados de 8:00 a 14:00. Teléfono 686 555 0100.'),
  ],
  categories: [11],
  acf: acf({
    descripcion: 'Consultorios, laboratorio, salud y belleza y optometría en la planta alta.',
    video: 'https://www.youtube.com/watch?v=pLz4rS1mC0d',
  }),
  featured: {
    name: 'centro-medico-paris-recepcion',
    width: 1200,
    height: 800,
    kind: 'other',
    title: 'Recepción del Centro Médico París',
    alt: 'Ilustración de la recepción del Centro Médico París, con mostrador curvo, cruz médica y plantas',
    caption: '',
    art: (w, h) => reception(w, h, { seed: 111, sign: 'CENTRO MÉDICO PARÍS', palette: 'teal' }),
  },
  editedAfterHours: 75,
};

export const MEDICAL_CENTRE_EN: PostDef = {
  slug: 'paris-medical-center',
  title: 'Paris Medical Center',
  blocks: [
    p(
      'The Paris Medical Center takes up the upper floor of the plaza. It brings together specialist consulting rooms, a laboratory, health and beauty services and optometry, with a shared front desk that books appointments, confirms times and guides every patient from the moment they arrive.',
    ),
    h2('Consulting rooms'),
    ul(['Cardiology', 'Orthopedics', 'Dentistry', 'Plastic surgery']),
    h2('Laboratory'),
    ul(['Clinical analysis', 'Microbiological analysis']),
    h2('Health and beauty'),
    ul(['Intravenous therapy', 'Spa', 'Plastic surgery']),
    h2('Optometry'),
    ul(['Visual development', 'Optometry', 'Visual therapy']),
    h2('Getting here'),
    p(
      `Take the stairs or the elevator next to the main entrance; the front desk faces the elevator doors. Check the ${a('/en/square-plan', 'plaza plan')} or find your doctor in the ${a('/en/directory', 'directory')}.`,
    ),
    p('Front desk: Monday to Friday 8 a.m. to 8 p.m., Saturday 8 a.m. to 2 p.m. Phone 686 555 0100.'),
  ],
  categories: [14],
  acf: acf({
    descripcion: 'Consulting rooms, laboratory, health and beauty, and optometry upstairs.',
    video: 'https://www.youtube.com/watch?v=pLz4rS1mC0d',
  }),
  featured: {
    name: 'paris-medical-center-reception',
    width: 1200,
    height: 800,
    kind: 'other',
    title: 'Paris Medical Center front desk',
    alt: 'Illustration of the Paris Medical Center front desk, with a curved counter, a medical cross and plants',
    caption: '',
    art: (w, h) => reception(w, h, { seed: 141, sign: 'PARIS MEDICAL CENTER', palette: 'plum' }),
  },
};

// ---------------------------------------------------------------------------------------------
// Pharmacy page (12 / 19).

const PHARMACY_SOCIAL = {
  red_facebook: 'https://www.facebook.com/farmaciaparis.mxl',
  red_instagram: 'https://www.instagram.com/farmaciaparis.mxl/',
  pagina_web: 'https://farmaciaparis.example',
  video: 'https://www.youtube.com/watch?v=fRm4cY7pQ2s',
  descripcion2: '686 555 0118',
};

export const PHARMACY_ES: PostDef = {
  slug: 'farmacia-paris',
  title: 'Farmacia París',
  blocks: [
    p(
      'Farmacia París está en el local 1 de la planta baja, junto a la entrada de la plaza. Surtimos las recetas de los consultorios del Centro Médico París y de cualquier médico, con medicamentos de patente, genéricos intercambiables y de especialidad.',
    ),
    h2('Servicios'),
    ul([
      'Toma de presión arterial y de glucosa sin costo',
      'Medicamentos controlados con receta',
      'Material de curación y ortopedia ligera',
      'Dermocosmética y cuidado del bebé',
      'Entrega a domicilio en Mexicali',
    ]),
    p(
      'Abrimos todos los días de 8:00 a 22:00. Llámanos al 686 555 0118 o escríbenos con el formulario de esta página y te confirmamos existencias.',
    ),
  ],
  categories: [12],
  acf: acf({ descripcion: 'Abierto todos los días de 8:00 a 22:00', ...PHARMACY_SOCIAL }),
  featured: {
    name: 'farmacia-paris-interior',
    width: 1200,
    height: 800,
    kind: 'other',
    title: 'Interior de Farmacia París',
    alt: 'Ilustración del interior de Farmacia París, con anaqueles llenos de medicamentos bajo una cruz verde',
    caption: '',
    art: (w, h) => pharmacy(w, h, { seed: 121, sign: 'FARMACIA PARÍS', withCounter: false }),
  },
};

export const PHARMACY_EN: PostDef = {
  slug: 'paris-pharmacy',
  title: 'Paris Pharmacy',
  blocks: [
    p(
      'Paris Pharmacy is in unit 1 on the ground floor, next to the plaza entrance. We fill prescriptions from the Paris Medical Center practices and from any doctor, with brand-name, generic and specialty medicines.',
    ),
    h2('Services'),
    ul([
      'Free blood-pressure and glucose checks',
      'Controlled medicines with a prescription',
      'Wound care and light orthopedic supplies',
      'Skin care and baby care',
      'Home delivery in Mexicali',
    ]),
    p(
      "We're open every day from 8 a.m. to 10 p.m. Call 686 555 0118 or send us a message with the form on this page and we'll confirm what's in stock.",
    ),
  ],
  categories: [19],
  acf: acf({ descripcion: 'Open every day, 8 a.m. to 10 p.m.', ...PHARMACY_SOCIAL }),
  featured: {
    name: 'paris-pharmacy-counter',
    width: 1200,
    height: 800,
    kind: 'other',
    title: 'Paris Pharmacy counter',
    alt: 'Illustration of the Paris Pharmacy counter, with the till, a prescription bag and shelves of medicines behind it',
    caption: '',
    art: (w, h) => pharmacy(w, h, { seed: 191, sign: 'PARIS PHARMACY', withCounter: true }),
  },
};

// ---------------------------------------------------------------------------------------------
// Site plan (27, shared). The figures point at their own attachments; `{{name}}` becomes the id.

const planImage = (name: string, alt: string, caption: string, ground: boolean): ImageDef => ({
  name,
  width: 1400,
  height: 900,
  kind: 'other',
  title: ground ? 'Plano de la planta baja' : 'Plano de la planta alta',
  alt,
  caption,
  art: (w, h) => sitePlan(w, h, ground ? GROUND_FLOOR : UPPER_FLOOR, ground),
});

const PLAN_GROUND = planImage(
  'plano-planta-baja',
  'Plano de la planta baja de Plaza París: locales comerciales, farmacia, laboratorio, acceso principal y estacionamiento',
  'Planta baja · Ground floor',
  true,
);
const PLAN_UPPER = planImage(
  'plano-planta-alta',
  'Plano de la planta alta de Plaza París: consultorios 201 a 209, recepción del Centro Médico París y sala de espera',
  'Planta alta · Upper floor',
  false,
);

const figure = (img: ImageDef, lazy: boolean) =>
  `<figure class="wp-block-image size-full"><img${lazy ? ' loading="lazy"' : ''} decoding="async" width="${img.width}" height="${img.height}" src="/wp-content/uploads/2026/11/${img.name}.webp" alt="${img.alt}" class="wp-image-{{${img.name}}}"/><figcaption class="wp-element-caption">${img.caption}</figcaption></figure>`;

export const SITE_PLAN: PostDef = {
  slug: 'plano-de-plaza-paris',
  title: 'Plano de Plaza París',
  blocks: [
    p(
      'Consulta la distribución de la plaza antes de tu visita. La planta baja concentra los comercios, la farmacia, el laboratorio y la fisioterapia; la planta alta, los consultorios del Centro Médico París. Las escaleras y el elevador están junto al acceso principal.',
    ),
    pEn(
      'Check the plaza layout before your visit. Shops, the pharmacy, the laboratory and physiotherapy are on the ground floor; the Paris Medical Center practices are upstairs. The stairs and the elevator are next to the main entrance.',
    ),
    figure(PLAN_GROUND, false),
    figure(PLAN_UPPER, true),
  ],
  categories: [27],
  acf: acf(),
  featured: PLAN_GROUND,
  uploads: [PLAN_GROUND, PLAN_UPPER],
};

// ---------------------------------------------------------------------------------------------
// Blog (10, shared): Spanish articles with a short English summary.

const cover = (
  name: string,
  title: string,
  alt: string,
  icons: [IconName, IconName, IconName],
  palette: PaletteName,
  seed: number,
): ImageDef => ({
  name,
  width: 1200,
  height: 800,
  kind: 'other',
  title,
  alt,
  caption: '',
  art: (w, h) => coverCard(w, h, { icons, palette, seed }),
});

export const BLOG: PostDef[] = [
  {
    slug: 'estrenamos-velarias-en-el-estacionamiento',
    title: 'Estrenamos velarias en el estacionamiento',
    blocks: [
      p(
        'Terminamos la instalación de velarias sobre las dos filas de cajones del estacionamiento. Además de dar sombra a más de 40 autos, reducen la temperatura dentro de los vehículos durante las horas de más calor.',
      ),
      p(
        `También repintamos los cajones para personas con discapacidad junto al acceso principal y agregamos una rampa con pasamanos hacia la recepción. Puedes ubicarlos en el ${a('/es/plano-plaza-paris', 'plano de la plaza')}.`,
      ),
      pEn(
        'Shade sails now cover both rows of the parking lot, and the accessible spaces next to the main entrance have been repainted, with a new ramp and handrail.',
      ),
    ],
    categories: [10],
    acf: acf(),
    featured: {
      name: 'velarias-estacionamiento',
      width: 1200,
      height: 800,
      kind: 'other',
      title: 'Velarias del estacionamiento',
      alt: 'Ilustración aérea del estacionamiento con velarias blancas y verdes sobre los cajones',
      caption: '',
      art: (w, h) => parking(w, h, { seed: 201, shade: true }),
    },
  },
  {
    slug: 'laboratorio-clinico-nuevo-horario-sabados',
    title: 'Laboratorio clínico: nuevo horario los sábados',
    blocks: [
      p(
        'A partir de diciembre, el Laboratorio Clínico Albéniz recibirá muestras los sábados de 7:00 a 14:00, sin cita. El cambio responde a las solicitudes de pacientes que trabajan entre semana y de quienes cruzan desde California el fin de semana.',
      ),
      h2('Antes de tu estudio'),
      ul([
        'Para química sanguínea y perfil de lípidos, ayuna de 8 a 12 horas; puedes tomar agua.',
        'Lleva tu orden médica y una identificación.',
        'Para el examen general de orina, usa el frasco estéril que te entregan en el laboratorio.',
      ]),
      p(`Consulta la ubicación del laboratorio en el ${a('/es/plano-plaza-paris', 'plano de la plaza')}.`),
      pEn(
        'Starting in December, the clinical laboratory will also collect samples on Saturdays from 7 a.m. to 2 p.m., no appointment needed.',
      ),
    ],
    categories: [10],
    acf: acf(),
    featured: cover(
      'laboratorio-horario-sabados',
      'Nuevo horario del laboratorio',
      'Ilustración de un matraz, un calendario y una gota sobre fondo azul',
      ['flask', 'calendar', 'drop'],
      'navy',
      202,
    ),
  },
  {
    slug: 'cada-cuanto-revisar-la-vista',
    title: '¿Cada cuánto revisar la vista? Una guía por edades',
    blocks: [
      p(
        'Muchos problemas de la vista avanzan sin dolor ni síntomas claros. Revisarla con regularidad permite detectarlos a tiempo, sobre todo en niños en edad escolar y en adultos con diabetes.',
      ),
      ul([
        'Niños: una primera revisión antes de entrar a la primaria y después cada año.',
        'Adultos de 18 a 40 años: cada dos años, o antes si notas cansancio visual.',
        'Mayores de 40: cada año, por la vista cansada y el riesgo de glaucoma.',
        'Personas con diabetes: revisión de fondo de ojo una vez al año.',
      ]),
      p(
        'Si pasas muchas horas frente a la pantalla, aplica la regla 20-20-20: cada 20 minutos, mira algo a unos 6 metros de distancia durante 20 segundos.',
      ),
      pEn(
        'A quick guide: children before starting school and every year after that; adults every two years; people over 40 or living with diabetes, every year.',
      ),
    ],
    categories: [10],
    acf: acf(),
    featured: cover(
      'revision-vista-por-edades',
      'Revisión de la vista por edades',
      'Ilustración de un ojo, unos lentes y un calendario sobre fondo morado',
      ['eye', 'glasses', 'calendar'],
      'plum',
      203,
    ),
  },
  {
    slug: 'como-cuidarte-del-calor-extremo',
    title: 'Cómo cuidarte del calor extremo en Mexicali',
    blocks: [
      p(
        'De junio a septiembre, Mexicali supera con frecuencia los 45 °C. Las personas mayores, los niños pequeños y quienes viven con diabetes o hipertensión son los más expuestos al golpe de calor, que puede presentarse en menos de una hora bajo el sol.',
      ),
      h2('Recomendaciones de nuestros médicos'),
      ul([
        'Toma agua aunque no tengas sed y lleva siempre una botella contigo.',
        'Evita salir entre las 11:00 y las 17:00 y busca la sombra.',
        'Nunca dejes a niños, adultos mayores ni mascotas dentro de un auto estacionado.',
        'Usa ropa ligera de colores claros y protector solar.',
        'Si tomas medicamentos para la presión o diuréticos, pregunta a tu médico si debes ajustar la dosis en verano.',
      ]),
      h2('Señales de alarma'),
      p(
        'Mareo, dolor de cabeza intenso, piel caliente y seca, confusión o vómito requieren atención inmediata. Lleva a la persona a un lugar fresco, afloja su ropa, ofrécele agua si está consciente y llama a los servicios de emergencia.',
      ),
      pEn(
        'In English: drink water before you feel thirsty, stay out of the midday sun and never leave anyone in a parked car. Dizziness, confusion or hot, dry skin are warning signs of heat stroke: cool the person down and call emergency services.',
      ),
    ],
    categories: [10],
    acf: acf(),
    featured: cover(
      'calor-extremo-consejos',
      'Consejos para el calor extremo',
      'Ilustración de un sol, un termómetro y una botella de agua sobre fondo verde azulado',
      ['sun', 'thermometer', 'bottle'],
      'teal',
      204,
    ),
    editedAfterHours: 20,
  },
];
