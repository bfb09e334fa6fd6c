/**
 * Directory providers (16 commercial, 17 medical; both shared by the two languages). Óptica Iris & Lente
 * sits in both categories. Three providers still use the older `descripcion_2` field, Banca Solana has
 * no Instagram (`null`) and four providers have no featured image. Seven have English fields (some all
 * of them, some only a few); the other six have none, and some of those keep an English line in their
 * Spanish content, as editors did before the fields existed.
 */
import { iconCard } from './cards';
import type { IconName } from './icons';
import { acf, acfLegacy, p, pEn, storedParagraphs, type ImageDef, type PostDef } from './model';
import type { PaletteName } from './svg';

const logo = (
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

const ig = (handle: string) => `https://www.instagram.com/${handle}/`;
const fb = (handle: string) => `https://www.facebook.com/${handle}`;

/** Medical providers (17), display order. */
export const DIRECTORY_MEDICAL: PostDef[] = [
  {
    slug: 'cardiologia-dr-esteban-lugo',
    title: 'Cardiología Dr. Esteban Lugo Ceballos',
    blocks: [
      p(
        'Consulta de cardiología para adultos, electrocardiograma en el mismo consultorio y monitoreo Holter de 24 horas. Seguimiento de hipertensión y control después de un infarto.',
      ),
    ],
    categories: [17],
    acf: acf({
      titulo_en: 'Cardiology - Dr. Esteban Lugo Ceballos',
      descripcion_en: 'Clinical cardiology · Suite 201',
      contenido_en: storedParagraphs(
        'Cardiology consultations for adults, with electrocardiograms in the office and 24-hour Holter monitoring. Follow-up for high blood pressure and after a heart attack.',
        'English spoken; Saturday appointments available.',
      ),
      descripcion: 'Cardiología clínica · Consultorio 201',
      descripcion2: '686 555 0111',
      red_instagram: ig('cardiologia.lugo.mxl'),
      red_facebook: fb('cardiologialugo.mxl'),
      pagina_web: 'https://cardiologialugo.example',
    }),
    featured: logo(
      'directorio-cardiologia-lugo',
      'Cardiología Dr. Esteban Lugo',
      'Ilustración de un corazón con trazo de electrocardiograma, logotipo de Cardiología Dr. Esteban Lugo',
      'heart',
      'sky',
      301,
    ),
  },
  {
    slug: 'laboratorio-clinico-albeniz',
    title: 'Laboratorio Clínico Albéniz',
    blocks: [
      p(
        'Química sanguínea, biometría hemática, perfiles hormonales, cultivos y pruebas de embarazo. Toma de muestras sin cita desde las 7:00 y resultados en línea el mismo día para la mayoría de los estudios.',
      ),
    ],
    categories: [17],
    acf: acf({
      titulo_en: 'Albéniz Clinical Laboratory',
      descripcion_en: 'Clinical and microbiological testing · Unit 2',
      extracto_en:
        'Blood chemistry, blood counts, hormone panels, cultures and pregnancy tests. Walk-in sample collection from 7 a.m.; most results online the same day.',
      descripcion: 'Análisis clínicos y microbiológicos · Local 2',
      descripcion2: '686 555 0112',
      red_instagram: ig('lab.albeniz.mxl'),
      red_facebook: fb('laboratorioalbeniz.mxl'),
      pagina_web: 'https://laboratorioalbeniz.example',
    }),
    featured: logo(
      'directorio-laboratorio-albeniz',
      'Laboratorio Clínico Albéniz',
      'Ilustración de un matraz con líquido, logotipo del Laboratorio Clínico Albéniz',
      'flask',
      'teal',
      302,
    ),
  },
  {
    slug: 'optica-iris-y-lente',
    title: 'Óptica Iris & Lente',
    blocks: [
      p(
        'Examen de la vista computarizado, armazones para toda la familia, lentes de contacto y lentes con filtro para pantallas. Tu receta lista en 48 horas.',
      ),
      pEn('Eye exams and prescription glasses ready in two days.'),
    ],
    categories: [16, 17],
    acf: acf({
      descripcion: 'Examen de la vista, armazones y lentes de contacto · Local 3',
      descripcion2: '686 555 0113',
      red_instagram: ig('irisylente.mxl'),
      red_facebook: fb('irisylente.mxl'),
      pagina_web: 'https://irisylente.example',
    }),
    featured: logo(
      'directorio-optica-iris-lente',
      'Óptica Iris & Lente',
      'Ilustración de unos lentes, logotipo de Óptica Iris & Lente',
      'glasses',
      'plum',
      303,
    ),
  },
  {
    slug: 'clinica-dental-ribera-norte',
    title: 'Clínica Dental Ribera Norte',
    blocks: [
      p(
        'Limpieza dental, resinas, endodoncia, coronas, ortodoncia con brackets o alineadores e implantes. Presupuesto por escrito antes de cada tratamiento y facilidades de pago.',
      ),
    ],
    categories: [17],
    acf: acf({
      titulo_en: 'Ribera Norte Dental Clinic',
      descripcion_en: 'General dentistry, orthodontics and implants · Suite 203',
      contenido_en: storedParagraphs(
        'Cleanings, fillings, root canals, crowns, braces or clear aligners, and implants. A written estimate before every treatment, and payment plans.',
        'Many of our patients come from California.',
      ),
      descripcion: 'Odontología general, ortodoncia e implantes · Consultorio 203',
      descripcion2: '686 555 0114',
      red_instagram: ig('dentalriberanorte'),
      red_facebook: fb('dentalriberanorte'),
      pagina_web: 'https://dentalriberanorte.example',
    }),
    featured: logo(
      'directorio-dental-ribera-norte',
      'Clínica Dental Ribera Norte',
      'Ilustración de un diente, logotipo de Clínica Dental Ribera Norte',
      'tooth',
      'navy',
      304,
    ),
  },
  {
    slug: 'pediatria-dra-aitana-robles',
    title: 'Pediatría Dra. Aitana Robles',
    blocks: [
      p(
        'Control del niño sano desde el nacimiento, aplicación de vacunas, orientación sobre lactancia y alimentación, y consulta de enfermedades respiratorias y gastrointestinales.',
      ),
    ],
    categories: [17],
    acf: acfLegacy({
      titulo_en: 'Pediatrics - Dr. Aitana Robles',
      extracto_en:
        'Well-child care from birth, vaccines, advice on breastfeeding and feeding, and same-day visits for coughs, colds and tummy bugs.',
      descripcion: 'Pediatría y neonatología · Consultorio 205',
      descripcion2: '686 555 0115',
      red_instagram: ig('pediatra.aitanarobles'),
      red_facebook: fb('pediatraaitanarobles'),
      pagina_web: 'https://pediatrarobles.example',
    }),
    featured: logo(
      'directorio-pediatria-robles',
      'Pediatría Dra. Aitana Robles',
      'Ilustración de un osito de peluche, logotipo de Pediatría Dra. Aitana Robles',
      'teddy',
      'mint',
      305,
    ),
  },
  {
    slug: 'psicologia-espacio-sereno',
    title: 'Psicología "Espacio Sereno"',
    blocks: [
      p(
        'Psicoterapia para adultos, adolescentes y parejas en un consultorio privado y silencioso. La primera sesión es de valoración y dura 50 minutos; también ofrecemos sesiones en línea.',
      ),
      pEn('Sessions in Spanish and English, in person or online.'),
    ],
    categories: [17],
    acf: acf({
      descripcion: 'Terapia individual, de pareja y para adolescentes · Consultorio 206',
      descripcion2: '686 555 0116',
      red_instagram: ig('espaciosereno.psi'),
      red_facebook: fb('espaciosereno.psi'),
      pagina_web: 'https://espaciosereno.example',
    }),
  },
  {
    slug: 'fisioterapia-movimiento-libre',
    title: 'Fisioterapia Movimiento Libre',
    blocks: [
      p(
        'Rehabilitación después de cirugías de rodilla y hombro, lesiones deportivas y dolor de espalda o cuello. Cada plan combina terapia manual, ejercicio guiado y electroterapia.',
      ),
    ],
    categories: [17],
    acf: acf({
      descripcion: 'Rehabilitación deportiva, postoperatoria y de columna · Local 10',
      descripcion2: '686 555 0117',
      red_instagram: ig('movimientolibre.fisio'),
      pagina_web: 'https://movimientolibre.example',
    }),
  },
];

/** Commercial providers (16), display order; Óptica Iris & Lente is shared with the medical list. */
export const DIRECTORY_COMMERCIAL: PostDef[] = [
  {
    slug: 'farmacia-paris-local-1',
    title: 'Farmacia París',
    blocks: [
      p(
        'Surtimos recetas de los consultorios de la plaza, medicamentos genéricos y de patente, material de curación y dermocosmética. Toma de presión y de glucosa sin costo.',
      ),
    ],
    categories: [16],
    acf: acf({
      titulo_en: 'Paris Pharmacy',
      descripcion_en: 'Medicines, skincare and blood-pressure checks · Unit 1',
      contenido_en:
        "We fill prescriptions from the plaza's doctors, with generic and brand-name medicines, first-aid supplies and skincare. Free blood-pressure and glucose checks.",
      descripcion: 'Medicamentos, dermocosmética y toma de presión · Local 1',
      descripcion2: '686 555 0118',
      red_instagram: ig('farmaciaparis.mxl'),
      red_facebook: fb('farmaciaparis.mxl'),
      pagina_web: 'https://farmaciaparis.example',
    }),
    featured: logo(
      'directorio-farmacia-paris',
      'Farmacia París',
      'Ilustración de una cápsula y una tableta, logotipo de Farmacia París',
      'capsule',
      'mint',
      311,
    ),
  },
  {
    slug: 'cafe-la-tercera-taza',
    title: 'Café La Tercera Taza',
    blocks: [
      p(
        'Café de especialidad, desayunos, sándwiches y postres caseros. Terraza con sombra y servicio para llevar mientras esperas tu consulta.',
      ),
    ],
    categories: [16],
    acf: acf({
      descripcion_en: 'Specialty coffee, breakfast and food to go · Unit 9',
      extracto_en:
        'Specialty coffee, breakfast, sandwiches and home-made desserts, on a shaded terrace or to go while you wait for your appointment.',
      descripcion: 'Café de especialidad, desayunos y comida para llevar · Local 9',
      descripcion2: '686 555 0119',
      red_instagram: ig('latercerataza.mxl'),
      red_facebook: fb('latercerataza.mxl'),
      pagina_web: 'https://latercerataza.example',
    }),
    featured: logo(
      'directorio-cafe-tercera-taza',
      'Café La Tercera Taza',
      'Ilustración de una taza de café humeante, logotipo de Café La Tercera Taza',
      'cup',
      'sand',
      312,
    ),
  },
  {
    slug: 'banca-solana-sucursal-madero',
    title: 'Banca Solana - sucursal Madero',
    blocks: [
      p(
        'Apertura de cuentas, depósitos, pago de servicios y cambio de dólares en ventanilla. Dos cajeros automáticos disponibles durante todo el horario de la plaza.',
      ),
    ],
    categories: [16],
    acf: acf({
      titulo_en: 'Banca Solana - Madero branch',
      descripcion_en: 'Bank branch, ATMs and currency exchange · Unit 4',
      contenido_en:
        'Open an account, make deposits, pay bills and exchange dollars at the counter. Two ATMs are available whenever the plaza is open.',
      descripcion: 'Sucursal bancaria, cajeros automáticos y cambio de divisas · Local 4',
      descripcion2: '686 555 0120',
      red_instagram: null,
      red_facebook: fb('bancasolana.mx'),
      pagina_web: 'https://bancasolana.example',
    }),
  },
  {
    slug: 'reparacel-madero',
    title: 'ReparaCel Madero',
    blocks: [
      p(
        'Cambio de pantalla y de batería en el día, limpieza por humedad, respaldo de información y venta de accesorios. Diagnóstico sin costo y garantía de 90 días en todas las reparaciones.',
      ),
      pEn('Same-day screen and battery replacement.'),
    ],
    categories: [16],
    acf: acf({
      descripcion: 'Reparación de celulares, tabletas y laptops · Local 5',
      descripcion2: '686 555 0121',
      red_instagram: ig('reparacel.madero'),
      red_facebook: fb('reparacelmadero'),
      pagina_web: 'https://reparacel.example',
    }),
  },
  {
    slug: 'floreria-las-buganvilias',
    title: 'Florería Las Buganvilias',
    blocks: [
      p(
        'Arreglos florales para cumpleaños, aniversarios y visitas al hospital, plantas de interior y globos. Entregas a domicilio en Mexicali y pedidos por teléfono.',
      ),
      pEn('Flowers and plants, delivered across Mexicali.'),
    ],
    categories: [16],
    acf: acfLegacy({
      descripcion: 'Arreglos florales, plantas y regalos · Local 7',
      descripcion2: '686 555 0122',
      red_instagram: ig('lasbuganvilias.flores'),
      red_facebook: fb('lasbuganvilias.flores'),
      pagina_web: 'https://lasbuganvilias.example',
    }),
    featured: logo(
      'directorio-floreria-buganvilias',
      'Florería Las Buganvilias',
      'Ilustración de una flor, logotipo de Florería Las Buganvilias',
      'flower',
      'rose',
      313,
    ),
  },
  {
    slug: 'viajes-rumbo-sur',
    title: 'Viajes Rumbo Sur',
    blocks: [
      p(
        'Vuelos nacionales desde Mexicali y Tijuana, paquetes de playa, viajes en grupo y asesoría para tramitar pasaporte y visa. Cotizaciones por teléfono o en el local.',
      ),
      pEn('Flights, beach packages and passport and visa guidance.'),
    ],
    categories: [16],
    acf: acfLegacy({
      descripcion: 'Agencia de viajes: vuelos, paquetes y trámites · Local 8',
      descripcion2: '686 555 0123',
      red_instagram: ig('viajesrumbosur'),
      red_facebook: fb('viajesrumbosur'),
      pagina_web: 'https://viajesrumbosur.example',
    }),
    featured: logo(
      'directorio-viajes-rumbo-sur',
      'Viajes Rumbo Sur',
      'Ilustración de un avión dentro de un círculo punteado, logotipo de Viajes Rumbo Sur',
      'plane',
      'sky',
      314,
    ),
  },
];
