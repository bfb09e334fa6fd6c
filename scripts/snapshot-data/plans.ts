/** The site-plan drawings (category 27): ground and upper floor, labelled blocks, legend, north arrow. */
import { circle, doc, line, poly, rect, text } from './svg';

type Use = 'shop' | 'health' | 'service' | 'available';
type Block = { code: string; name: string; width: number; use: Use };

const FILL: Record<Use, string> = {
  shop: '#f3d9a4',
  health: '#a9dccf',
  service: '#d5dbe1',
  available: '#fbe3dc',
};
const LEGEND: [Use, string][] = [
  ['shop', 'Comercio · Shops'],
  ['health', 'Salud · Health'],
  ['service', 'Servicios · Services'],
  ['available', 'Disponible · Available'],
];

export const GROUND_FLOOR = {
  title: 'PLANTA BAJA · GROUND FLOOR',
  north: [
    { code: 'L1', name: 'Farmacia París', width: 190, use: 'shop' },
    { code: 'L2', name: 'Laboratorio Albéniz', width: 180, use: 'health' },
    { code: 'L3', name: 'Óptica Iris & Lente', width: 150, use: 'shop' },
    { code: 'L4', name: 'Banca Solana', width: 150, use: 'shop' },
    { code: 'L5', name: 'ReparaCel', width: 120, use: 'shop' },
    { code: 'L7', name: 'Florería', width: 120, use: 'shop' },
    { code: 'L8', name: 'Viajes Rumbo Sur', width: 130, use: 'shop' },
  ],
  south: [
    { code: '', name: 'Acceso principal', width: 140, use: 'service' },
    { code: '', name: 'Escaleras', width: 80, use: 'service' },
    { code: '', name: 'Elevador', width: 70, use: 'service' },
    { code: '', name: 'Sanitarios', width: 90, use: 'service' },
    { code: 'L9', name: 'Café La Tercera Taza', width: 170, use: 'shop' },
    { code: 'L10', name: 'Fisioterapia', width: 150, use: 'health' },
    { code: 'L14', name: 'Disponible', width: 150, use: 'available' },
    { code: 'L6', name: 'Disponible (esquina)', width: 190, use: 'available' },
  ],
} satisfies { title: string; north: Block[]; south: Block[] };

export const UPPER_FLOOR = {
  title: 'PLANTA ALTA · UPPER FLOOR',
  north: [
    { code: '201', name: 'Cardiología', width: 150, use: 'health' },
    { code: '202', name: 'Ortopedia', width: 140, use: 'health' },
    { code: '203', name: 'Clínica Dental', width: 170, use: 'health' },
    { code: '204', name: 'Cirugía plástica', width: 150, use: 'health' },
    { code: '205', name: 'Pediatría', width: 140, use: 'health' },
    { code: '206', name: 'Psicología', width: 140, use: 'health' },
    { code: '207', name: 'Medicina interna', width: 150, use: 'health' },
  ],
  south: [
    { code: '', name: 'Recepción Centro Médico', width: 200, use: 'service' },
    { code: '', name: 'Escaleras', width: 80, use: 'service' },
    { code: '', name: 'Elevador', width: 70, use: 'service' },
    { code: '208', name: 'Disponible', width: 180, use: 'available' },
    { code: '', name: 'Sanitarios', width: 90, use: 'service' },
    { code: '', name: 'Sala de espera', width: 220, use: 'service' },
    { code: '209', name: 'Terapia IV · Spa', width: 200, use: 'health' },
  ],
} satisfies { title: string; north: Block[]; south: Block[] };

/** Splits a label into lines that fit `width` at `size` (DejaVu Sans is ~0.6 em per character). */
function wrap(label: string, width: number, size: number): string[] {
  const max = Math.max(4, Math.floor(width / (size * 0.6)));
  const lines: string[] = [];
  let current = '';
  for (const word of label.split(' ')) {
    if (current && `${current} ${word}`.length > max) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  return current ? [...lines, current] : lines;
}

function blockRow(x0: number, y: number, h: number, blocks: Block[]) {
  let out = '';
  let x = x0;
  for (const b of blocks) {
    out += rect(
      x,
      y,
      b.width,
      h,
      FILL[b.use],
      b.use === 'available'
        ? 'stroke="#c8553d" stroke-width="3" stroke-dasharray="10 6"'
        : 'stroke="#3d3d45" stroke-width="3"',
    );
    const longest = Math.max(...b.name.split(' ').map((word) => word.length));
    const size = Math.min(15, (b.width - 10) / (longest * 0.62));
    const lines = wrap(b.name, b.width - 16, size);
    const top = y + h / 2 - ((b.code ? 26 : 0) + lines.length * 19) / 2;
    if (b.code) out += text(x + b.width / 2, top + 20, b.code, 22, '#1d3557', { weight: 'bold' });
    lines.forEach(
      (l, i) => (out += text(x + b.width / 2, top + (b.code ? 26 : 0) + 16 + i * 19, l, size, '#2b2b33')),
    );
    x += b.width;
  }
  return out;
}

export function sitePlan(
  w: number,
  h: number,
  floor: typeof GROUND_FLOOR | typeof UPPER_FLOOR,
  ground: boolean,
) {
  const defs = '';
  let body = rect(0, 0, w, h, '#f7f3ea');
  const bx = 60;
  const by = 70;
  const bw = 1040;
  body += rect(bx - 8, by - 8, bw + 16, 446, '#3d3d45');
  body += rect(bx, by, bw, 430, '#fbf9f3');
  body += blockRow(bx, by, 190, floor.north);
  body +=
    rect(bx, by + 190, bw, 50, '#efe9dc') +
    text(bx + bw / 2, by + 222, 'Pasillo central · Main corridor', 16, '#6b6255', {
      extra: 'font-style="italic"',
    });
  body += blockRow(bx, by + 240, 190, floor.south);
  if (ground) {
    body +=
      rect(
        bx + 1040,
        by + 240,
        46,
        190,
        '#fbf9f3',
        'stroke="#c8553d" stroke-width="2" stroke-dasharray="6 6"',
      ) +
      text(bx + 1063, by + 340, 'Terraza', 13, '#c8553d', {
        extra: `transform="rotate(-90 ${bx + 1063} ${by + 340})"`,
      });
    body += poly(
      [
        [bx + 70, by + 438],
        [bx + 56, by + 462],
        [bx + 84, by + 462],
      ],
      '#c8553d',
    );
  }
  // Parking lot and street, south of the building.
  const py = 540;
  const op = ground ? '1' : '0.35';
  body += `<g opacity="${op}">`;
  body += rect(bx, py, bw, 210, '#dedad2', 'stroke="#9a9387" stroke-width="2"');
  for (let x = bx; x <= bx + bw; x += 52)
    body += line(x, py, x, py + 70, '#ffffff', 3) + line(x, py + 140, x, py + 210, '#ffffff', 3);
  body += text(
    bx + bw / 2,
    py + 112,
    ground ? 'Estacionamiento vigilado · Parking' : 'Estacionamiento (nivel de calle) · Parking below',
    18,
    '#5b544a',
    { weight: 'bold' },
  );
  body += `</g>`;
  body +=
    rect(0, 790, w, 70, '#bdb7ad') +
    text(w / 2 - 120, 833, 'CALLE MADERO', 22, '#ffffff', { weight: 'bold', extra: 'letter-spacing="8"' });
  if (ground)
    body +=
      poly(
        [
          [bx + 130, 758],
          [bx + 115, 783],
          [bx + 145, 783],
        ],
        '#1d3557',
      ) + text(bx + 240, 778, 'Acceso vehicular', 14, '#1d3557', { weight: 'bold' });
  // Title block, legend, north arrow and scale bar.
  const tx = 1150;
  body += rect(tx, by, 210, 430, '#ffffff', 'stroke="#3d3d45" stroke-width="3"');
  body += text(tx + 105, by + 36, 'PLAZA PARÍS', 22, '#1d3557', { weight: 'bold' });
  floor.title.split(' · ').forEach(
    (t, i) =>
      (body += text(tx + 105, by + 64 + i * 20, t, i === 0 ? 15 : 13, '#3d3d45', {
        weight: i === 0 ? 'bold' : 'normal',
      })),
  );
  body +=
    text(tx + 105, by + 124, 'Madero 775, Primera Sección', 12, '#6b6255') +
    text(tx + 105, by + 142, 'Mexicali, B.C.', 12, '#6b6255');
  LEGEND.forEach(([use, label], i) => {
    const y = by + 172 + i * 30;
    body += rect(
      tx + 16,
      y,
      22,
      22,
      FILL[use],
      use === 'available'
        ? 'stroke="#c8553d" stroke-width="2" stroke-dasharray="4 3"'
        : 'stroke="#3d3d45" stroke-width="2"',
    );
    body += text(tx + 46, y + 16, label, 12, '#2b2b33', { anchor: 'start' });
  });
  const nx = tx + 60;
  const ny = by + 345;
  body +=
    circle(nx, ny, 30, 'none', 'stroke="#3d3d45" stroke-width="2"') +
    poly(
      [
        [nx, ny - 26],
        [nx - 10, ny + 8],
        [nx, ny + 2],
        [nx + 10, ny + 8],
      ],
      '#1d3557',
    ) +
    text(nx, ny - 36, 'N', 16, '#1d3557', { weight: 'bold' });
  const sx = tx + 110;
  for (let i = 0; i < 4; i += 1)
    body += rect(
      sx + i * 20,
      ny + 8,
      20,
      8,
      i % 2 ? '#ffffff' : '#3d3d45',
      'stroke="#3d3d45" stroke-width="1"',
    );
  body += text(sx, ny + 34, '0', 11, '#3d3d45') + text(sx + 80, ny + 34, '10 m', 11, '#3d3d45');
  return doc(w, h, defs, body);
}
