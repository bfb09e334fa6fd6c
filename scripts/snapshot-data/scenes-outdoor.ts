/** Outdoor illustrations of the plaza: façade, shop fronts, parking, patio, entrance, planters, terrace. */
import { placeIcon, type IconName } from './icons';
import {
  PALETTES,
  between,
  circle,
  doc,
  ellipse,
  lerp,
  line,
  linear,
  n,
  path,
  pick,
  poly,
  radial,
  rect,
  rngFrom,
  rrect,
  text,
  type PaletteName,
  type Pt,
  type Rng,
} from './svg';

export type Time = 'day' | 'dusk' | 'night';

const AWNINGS = ['#c8553d', '#2a9d8f', '#e9c46a', '#457b9d', '#f4a261', '#6d597a'];
const CAR_COLORS = ['#c0392b', '#ecf0f1', '#2c3e50', '#7f8c8d', '#2e86c1', '#f1c40f', '#dfe6e9', '#34495e'];

function skyDefs(time: Time) {
  if (time === 'day')
    return linear('sky', [
      [0, '#5fa8d3'],
      [0.7, '#bfe3f5'],
      [1, '#f2f7f5'],
    ]);
  if (time === 'dusk')
    return linear('sky', [
      [0, '#2d2a5a'],
      [0.45, '#b5548f'],
      [0.8, '#f28f3b'],
      [1, '#f6c667'],
    ]);
  return linear('sky', [
    [0, '#070b1e'],
    [0.6, '#1b2750'],
    [1, '#3a3f6e'],
  ]);
}

function celestial(w: number, h: number, time: Time, rng: Rng) {
  const m = Math.min(w, h);
  if (time === 'day')
    return (
      circle(w * 0.84, h * 0.14, m * 0.1, 'url(#halo)') + circle(w * 0.84, h * 0.14, m * 0.05, '#fff4c2')
    );
  if (time === 'dusk')
    return (
      circle(w * 0.72, h * 0.5, m * 0.16, 'url(#halo)') +
      circle(w * 0.72, h * 0.5, m * 0.08, '#ffd27a', 'opacity="0.9"')
    );
  let stars = '';
  for (let i = 0; i < 60; i += 1)
    stars += circle(
      between(rng, 0, w),
      between(rng, 0, h * 0.5),
      between(rng, 0.8, 2.2),
      '#ffffff',
      `opacity="${n(between(rng, 0.3, 0.9))}"`,
    );
  return (
    stars +
    circle(w * 0.18, h * 0.14, m * 0.05, '#f4f1de') +
    circle(w * 0.18 + m * 0.022, h * 0.14 - m * 0.012, m * 0.045, '#0d1330')
  );
}

function mountains(w: number, base: number, h: number, rng: Rng, fill: string) {
  const pts: Pt[] = [[0, base]];
  const steps = 11;
  for (let i = 0; i <= steps; i += 1) pts.push([(i / steps) * w, base - h * between(rng, 0.03, 0.13)]);
  pts.push([w, base]);
  return poly(pts, fill);
}

export function palm(x: number, base: number, height: number, trunk: string, leaves: string, rng: Rng) {
  const lean = height * between(rng, -0.12, 0.12);
  const tx = x + lean;
  const ty = base - height;
  const width = height * 0.045;
  let out = path(
    `M${n(x)} ${n(base)} Q${n(x + lean * 0.2)} ${n(base - height * 0.5)} ${n(tx)} ${n(ty)}`,
    'none',
    `stroke="${trunk}" stroke-width="${n(width)}" stroke-linecap="round"`,
  );
  const len = height * 0.32;
  for (const deg of [-178, -150, -122, -95, -62, -32, -4, 18, 200]) {
    const a = (deg * Math.PI) / 180;
    const ex = tx + Math.cos(a) * len;
    const ey = ty + Math.sin(a) * len * 0.7 + len * 0.35;
    const cx = tx + Math.cos(a) * len * 0.6;
    const cy = ty + Math.sin(a) * len * 0.7 - len * 0.1;
    out += path(
      `M${n(tx)} ${n(ty)} Q${n(cx)} ${n(cy)} ${n(ex)} ${n(ey)}`,
      'none',
      `stroke="${leaves}" stroke-width="${n(width * 0.8)}" stroke-linecap="round"`,
    );
  }
  return out + circle(tx, ty, width * 0.8, trunk);
}

function car(x: number, y: number, len: number, color: string, glass: string) {
  const hgt = len * 0.22;
  return (
    rrect(x, y - hgt, len, hgt, hgt * 0.35, color) +
    poly(
      [
        [x + len * 0.22, y - hgt],
        [x + len * 0.34, y - hgt * 1.8],
        [x + len * 0.7, y - hgt * 1.8],
        [x + len * 0.84, y - hgt],
      ],
      color,
    ) +
    poly(
      [
        [x + len * 0.27, y - hgt * 1.05],
        [x + len * 0.36, y - hgt * 1.65],
        [x + len * 0.52, y - hgt * 1.65],
        [x + len * 0.52, y - hgt * 1.05],
      ],
      glass,
    ) +
    poly(
      [
        [x + len * 0.56, y - hgt * 1.05],
        [x + len * 0.56, y - hgt * 1.65],
        [x + len * 0.68, y - hgt * 1.65],
        [x + len * 0.78, y - hgt * 1.05],
      ],
      glass,
    ) +
    circle(x + len * 0.2, y, hgt * 0.42, '#1e1e24') +
    circle(x + len * 0.8, y, hgt * 0.42, '#1e1e24') +
    circle(x + len * 0.2, y, hgt * 0.18, '#9aa0a6') +
    circle(x + len * 0.8, y, hgt * 0.18, '#9aa0a6')
  );
}

function awning(x: number, y: number, w: number, h: number, color: string) {
  let out = poly(
    [
      [x, y],
      [x + w, y],
      [x + w + w * 0.04, y + h],
      [x - w * 0.04, y + h],
    ],
    color,
  );
  for (let i = 1; i < 6; i += 2) {
    const a = x + (w * i) / 6;
    const b = x + (w * (i + 1)) / 6;
    const a2 = lerp(x - w * 0.04, x + w * 1.04, i / 6);
    const b2 = lerp(x - w * 0.04, x + w * 1.04, (i + 1) / 6);
    out += poly(
      [
        [a, y],
        [b, y],
        [b2, y + h],
        [a2, y + h],
      ],
      '#ffffff',
      'opacity="0.28"',
    );
  }
  const r = (w * 1.08) / 16;
  for (let i = 0; i < 8; i += 1) out += circle(x - w * 0.04 + r + i * 2 * r, y + h, r, color);
  return out;
}

/** The plaza building: mansard roof, consulting rooms upstairs, shops with awnings downstairs. */
export function facade(
  w: number,
  h: number,
  o: { time: Time; seed: number; palette: PaletteName; sign: string },
) {
  const rng = rngFrom(o.seed);
  const P = PALETTES[o.palette];
  const m = Math.min(w, h);
  const night = o.time === 'night';
  const defs =
    skyDefs(o.time) +
    radial('halo', [
      [0, '#fff7d6', 0.8],
      [1, '#fff7d6', 0],
    ]) +
    radial('lamp', [
      [0, '#ffe29a', 0.7],
      [1, '#ffe29a', 0],
    ]) +
    linear(
      'glass',
      night
        ? [
            [0, '#ffe3a3'],
            [1, '#f2b75b'],
          ]
        : [
            [0, '#bcd8e6'],
            [1, '#7fa6bb'],
          ],
      0,
      0,
      1,
      1,
    );
  const hor = h * 0.64;
  let body = rect(0, 0, w, h, 'url(#sky)') + celestial(w, h, o.time, rng);
  body += mountains(w, hor, h, rng, { day: '#a9b8cc', dusk: '#6d4a7a', night: '#151c38' }[o.time]);
  body += mountains(w, hor, h * 0.55, rng, { day: '#8c9cb2', dusk: '#523a66', night: '#10162c' }[o.time]);
  body += rect(0, hor, w, h - hor, { day: '#d8c7a6', dusk: '#b48a6c', night: '#262339' }[o.time]);

  const bx = w * 0.08;
  const bw = w * 0.84;
  const bb = h * 0.8;
  const bh = Math.min(h * 0.5, bw * (w > h ? 0.42 : 0.6));
  const by = bb - bh;
  const wall = { day: '#f1e6d2', dusk: '#e6c5a4', night: '#3b3f58' }[o.time];
  const trim = { day: '#d9c7a8', dusk: '#c49b7c', night: '#2b2e44' }[o.time];
  // Mansard roof with dormers: the plaza's Parisian nod.
  const rh = bh * 0.16;
  body += poly(
    [
      [bx, by],
      [bx + bw, by],
      [bx + bw - rh * 0.6, by - rh],
      [bx + rh * 0.6, by - rh],
    ],
    night ? '#232a40' : '#4d5d75',
  );
  for (let i = 0; i < 4; i += 1) {
    const dx = bx + bw * (0.16 + i * 0.23);
    const dw = bw * 0.05;
    body +=
      rect(dx, by - rh * 0.8, dw, rh * 0.8, wall) +
      poly(
        [
          [dx - dw * 0.15, by - rh * 0.8],
          [dx + dw / 2, by - rh * 1.3],
          [dx + dw * 1.15, by - rh * 0.8],
        ],
        night ? '#232a40' : '#4d5d75',
      );
    body += rect(dx + dw * 0.22, by - rh * 0.62, dw * 0.56, rh * 0.5, night ? '#ffd98a' : '#9ec3d6');
  }
  body += rect(bx, by, bw, bh, wall) + rect(bx - w * 0.01, by - bh * 0.01, bw + w * 0.02, bh * 0.04, trim);
  // Upper floor: consulting-room windows with little balconies.
  const nw = Math.max(5, Math.round(bw / 120));
  const slot = bw / nw;
  for (let i = 0; i < nw; i += 1) {
    const x = bx + i * slot + slot * 0.22;
    const ww = slot * 0.56;
    const lit = night ? (rng() < 0.7 ? '#ffd98a' : '#2b3350') : '#9ec3d6';
    body += rect(x - ww * 0.06, by + bh * 0.08, ww * 1.12, bh * 0.28, trim);
    body +=
      rect(x, by + bh * 0.1, ww, bh * 0.24, lit) +
      line(x + ww / 2, by + bh * 0.1, x + ww / 2, by + bh * 0.34, trim, Math.max(2, ww * 0.04));
    body += rect(x - ww * 0.1, by + bh * 0.33, ww * 1.2, bh * 0.015, night ? '#12131c' : '#3d3d45');
    for (let k = 0; k <= 6; k += 1)
      body += line(
        x - ww * 0.08 + (k * ww * 1.16) / 6,
        by + bh * 0.34,
        x - ww * 0.08 + (k * ww * 1.16) / 6,
        by + bh * 0.39,
        night ? '#12131c' : '#3d3d45',
        2,
      );
  }
  body += rect(bx, by + bh * 0.42, bw, bh * 0.06, trim);
  // Ground floor: five bays, the centre one is the entrance.
  const gy0 = by + bh * 0.5;
  const nb = 5;
  const bay = bw / nb;
  for (let i = 0; i < nb; i += 1) {
    const x = bx + i * bay;
    const pad = bay * 0.08;
    if (i === 2) {
      const top = gy0 + bh * 0.02;
      const r = (bay - 2 * pad) / 2;
      body += path(
        `M${n(x + pad)} ${n(bb)} V${n(top + r)} A${n(r)} ${n(r)} 0 0 1 ${n(x + bay - pad)} ${n(top + r)} V${n(bb)}Z`,
        'url(#glass)',
      );
      body += line(x + bay / 2, top + r * 0.6, x + bay / 2, bb, trim, Math.max(2, bay * 0.02));
      continue;
    }
    body += rect(x + pad, gy0 + bh * 0.16, bay - 2 * pad, bb - gy0 - bh * 0.16, 'url(#glass)');
    body += awning(
      x + pad * 0.6,
      gy0 + bh * 0.04,
      bay - pad * 1.2,
      bh * 0.1,
      AWNINGS[(i + o.seed) % AWNINGS.length]!,
    );
    if (i === 3) {
      const s = bay * 0.22;
      body +=
        rect(x + bay - s * 0.9, gy0 - s * 0.2, s, s, '#1f8a4c') +
        rect(x + bay - s * 0.9 + s * 0.38, gy0 - s * 0.1, s * 0.24, s * 0.8, '#ffffff') +
        rect(x + bay - s * 0.9 + s * 0.1, gy0 + s * 0.18, s * 0.8, s * 0.24, '#ffffff');
    }
  }
  const sw = bw * 0.34;
  body +=
    rect(bx + bw / 2 - sw / 2, by + bh * 0.395, sw, bh * 0.11, P.bg1) +
    text(bx + bw / 2, by + bh * 0.475, o.sign, bh * 0.065, night ? '#ffe6a8' : P.light, {
      weight: 'bold',
      extra: `letter-spacing="${n(bh * 0.012)}"`,
    });
  // Street level.
  body +=
    rect(0, bb, w, h * 0.05, night ? '#3d3b4f' : '#cfc9bf') +
    rect(0, bb + h * 0.05, w, h - bb, night ? '#1d1d29' : '#474b55');
  for (let x = w * 0.02; x < w; x += w * 0.12)
    body += rect(x, bb + h * 0.11, w * 0.06, h * 0.008, night ? '#8f8a6a' : '#e8e2c8');
  for (const lx of [w * 0.05, w * 0.95]) {
    if (night) body += circle(lx + m * 0.03, bb - bh * 0.55, m * 0.12, 'url(#lamp)');
    body +=
      line(lx, bb + h * 0.04, lx, bb - bh * 0.55, night ? '#0c0c14' : '#3a3d44', m * 0.008) +
      path(
        `M${n(lx)} ${n(bb - bh * 0.55)} h${n(m * 0.03)}`,
        'none',
        `stroke="${night ? '#0c0c14' : '#3a3d44'}" stroke-width="${n(m * 0.006)}"`,
      ) +
      circle(lx + m * 0.03, bb - bh * 0.54, m * 0.008, night ? '#fff1c1' : '#d6d6d6');
  }
  const nc = w > h ? 2 : 1;
  for (let i = 0; i < nc; i += 1)
    body += car(
      w * (0.14 + i * 0.46) + between(rng, 0, w * 0.1),
      bb + h * 0.1,
      w * (w > h ? 0.15 : 0.3),
      pick(rng, CAR_COLORS),
      night ? '#3a4a66' : '#a9c6d8',
    );
  const ph = Math.max(bh * 1.05, h * 0.36);
  body += palm(
    w * 0.035,
    bb + h * 0.04,
    ph,
    night ? '#0d0d16' : '#6b4f3a',
    night ? '#0f1a18' : '#2f6b3a',
    rng,
  );
  body += palm(
    w * 0.965,
    bb + h * 0.04,
    ph * 0.92,
    night ? '#0d0d16' : '#6b4f3a',
    night ? '#0f1a18' : '#2f6b3a',
    rng,
  );
  return doc(w, h, defs, body);
}

/** Close-up of shop fronts on the ground floor, each with a sign and a pictogram in the window. */
export function shopFronts(
  w: number,
  h: number,
  o: { seed: number; shops: { label: string; icon: IconName }[] },
) {
  const rng = rngFrom(o.seed);
  const defs =
    linear('sky', [
      [0, '#9bc9e4'],
      [1, '#e8f3f8'],
    ]) +
    linear(
      'glass',
      [
        [0, '#d4e6ee'],
        [1, '#93b4c4'],
      ],
      0,
      0,
      1,
      1,
    );
  const top = h * 0.1;
  const gy = h * 0.8;
  let body =
    rect(0, 0, w, h, 'url(#sky)') +
    rect(0, top, w, gy - top, '#efe5d3') +
    rect(0, top, w, h * 0.05, '#d6c4a5');
  const k = o.shops.length;
  const bay = w / k;
  o.shops.forEach((shop, i) => {
    const x = i * bay;
    const color = AWNINGS[(i * 2 + o.seed) % AWNINGS.length]!;
    body +=
      rect(x + bay * 0.08, top + h * 0.08, bay * 0.84, h * 0.09, '#ffffff') +
      rect(x + bay * 0.08, top + h * 0.08, bay * 0.04, h * 0.09, color);
    body += text(x + bay / 2, top + h * 0.145, shop.label, Math.min(h * 0.045, bay * 0.11), '#2b2b33', {
      weight: 'bold',
      extra: 'letter-spacing="2"',
    });
    body += rect(x + bay * 0.08, top + h * 0.24, bay * 0.84, gy - top - h * 0.24, 'url(#glass)');
    body += awning(x + bay * 0.06, top + h * 0.19, bay * 0.88, h * 0.08, color);
    const s = Math.min(bay * 0.38, h * 0.2);
    body += circle(x + bay / 2, gy - s * 0.9, s * 0.62, '#ffffff', 'opacity="0.55"');
    body += placeIcon(shop.icon, x + bay / 2, gy - s * 0.9, s * 0.8, {
      main: color,
      accent: '#e9c46a',
      ink: '#2b2b33',
      light: '#ffffff',
    });
    body += rect(x + bay * 0.08, gy - h * 0.02, bay * 0.84, h * 0.02, '#b9ab95');
    body += rect(x - bay * 0.02, top + h * 0.05, bay * 0.04, gy - top - h * 0.05, '#d6c4a5');
  });
  body += rect(0, gy, w, h - gy, '#cdc6ba');
  for (let x = 0; x < w; x += w / 14) body += line(x, gy, x - w * 0.05, h, '#b9b1a4', 2);
  for (let i = 0; i < 2; i += 1) {
    const px = w * (0.25 + i * 0.5) + between(rng, -w * 0.05, w * 0.05);
    body += poly(
      [
        [px - w * 0.05, gy + h * 0.06],
        [px + w * 0.05, gy + h * 0.06],
        [px + w * 0.04, gy + h * 0.16],
        [px - w * 0.04, gy + h * 0.16],
      ],
      '#a0522d',
    );
    for (let j = 0; j < 5; j += 1)
      body += ellipse(
        px + between(rng, -w * 0.04, w * 0.04),
        gy + h * 0.04 - between(rng, 0, h * 0.05),
        w * 0.02,
        h * 0.04,
        pick(rng, ['#2f6b3a', '#3f8a4b', '#5a9e6f']),
      );
  }
  return doc(w, h, defs, body);
}

/** Top-down view of the parking lot, optionally under shade sails. */
export function parking(w: number, h: number, o: { seed: number; shade: boolean }) {
  const rng = rngFrom(o.seed);
  const defs = linear('roof', [
    [0, '#b8b0a2'],
    [1, '#a39a8b'],
  ]);
  let body = rect(0, 0, w, h, '#55595f');
  const roofH = h * 0.14;
  body += rect(0, 0, w, roofH, 'url(#roof)');
  for (let x = w * 0.05; x < w; x += w * 0.15)
    body += rect(x, roofH * 0.3, w * 0.06, roofH * 0.4, '#d9d4cb', 'stroke="#8d867a" stroke-width="2"');
  body += rect(0, roofH, w, h * 0.025, '#cfc9bf');
  const bayW = Math.max(48, w / Math.floor(w / 58));
  const rows = [
    { y: roofH + h * 0.05, up: false },
    { y: h * 0.62, up: true },
  ];
  const bayL = h * 0.2;
  rows.forEach((row, ri) => {
    for (let x = 0, i = 0; x + bayW <= w + 1; x += bayW, i += 1) {
      body += line(x, row.y, x, row.y + bayL, '#f4f1e8', 4);
      if (ri === 1 && i === 1) {
        body +=
          rect(x + 2, row.y, bayW - 4, bayL, '#2e6fb7', 'opacity="0.85"') +
          placeIcon('wheelchair', x + bayW / 2, row.y + bayL / 2, bayW * 0.8, {
            main: '#ffffff',
            accent: '#ffffff',
            ink: '#ffffff',
            light: '#ffffff',
          });
        continue;
      }
      if (rng() < 0.72) {
        const cw = bayW * 0.7;
        const ch = bayL * 0.82;
        const cx = x + (bayW - cw) / 2;
        const cy = row.y + (bayL - ch) / 2;
        const color = pick(rng, CAR_COLORS);
        body +=
          rrect(cx + 3, cy + 4, cw, ch, cw * 0.3, '#000000', 'opacity="0.25"') +
          rrect(cx, cy, cw, ch, cw * 0.3, color);
        const wy = row.up ? cy + ch * 0.18 : cy + ch * 0.6;
        body += rrect(cx + cw * 0.12, wy, cw * 0.76, ch * 0.2, cw * 0.1, '#2b3440', 'opacity="0.85"');
        body += rrect(
          cx + cw * 0.16,
          row.up ? cy + ch * 0.62 : cy + ch * 0.22,
          cw * 0.68,
          ch * 0.14,
          cw * 0.1,
          '#2b3440',
          'opacity="0.6"',
        );
      }
    }
    body += line(0, row.up ? row.y + bayL : row.y, w, row.up ? row.y + bayL : row.y, '#f4f1e8', 4);
  });
  const aisle = (rows[0]!.y + bayL + rows[1]!.y) / 2;
  for (let x = w * 0.08; x < w; x += w * 0.3)
    body += path(
      `M${n(x)} ${n(aisle - 6)} h${n(w * 0.08)} v-12 l${n(w * 0.03)} 18 l${n(-w * 0.03)} 18 v-12 h${n(-w * 0.08)}Z`,
      '#f4f1e8',
      'opacity="0.8"',
    );
  const island = h * 0.82 + bayL * 0.05;
  body += rect(0, island, w, h - island, '#9c8f78');
  for (let x = w * 0.06; x < w; x += w * 0.16) {
    const r = Math.min(w, h) * 0.06;
    body +=
      circle(x + 6, island + (h - island) / 2 + 8, r, '#000000', 'opacity="0.25"') +
      circle(x, island + (h - island) / 2, r, '#3d7a46') +
      circle(x - r * 0.3, island + (h - island) / 2 - r * 0.3, r * 0.5, '#5a9e6f');
  }
  if (o.shade) {
    rows.forEach((row, ri) => {
      for (let x = 0; x < w; x += w / 4) {
        const color = ri === 0 ? '#f6f4ee' : '#2a9d8f';
        const pts: Pt[] = [
          [x + 8, row.y - 6],
          [x + w / 4 - 8, row.y + 6],
          [x + w / 4 - 14, row.y + bayL - 4],
          [x + 14, row.y + bayL + 6],
        ];
        body += poly(
          pts.map(([px, py]) => [px + 18, py + 22] as Pt),
          '#000000',
          'opacity="0.22"',
        );
        body +=
          poly([pts[0]!, pts[1]!, pts[2]!], color, 'opacity="0.92"') +
          poly([pts[0]!, pts[2]!, pts[3]!], color, 'opacity="0.72"');
        body += line(pts[0]![0], pts[0]![1], pts[2]![0], pts[2]![1], '#ffffff', 2, 'opacity="0.5"');
      }
    });
  }
  return doc(w, h, defs, body);
}

function agave(x: number, y: number, s: number, color: string) {
  let out = '';
  for (const deg of [-160, -130, -105, -80, -55, -25, -95, -70]) {
    const a = (deg * Math.PI) / 180;
    const ex = x + Math.cos(a) * s;
    const ey = y + Math.sin(a) * s;
    const nx = -Math.sin(a) * s * 0.12;
    const ny = Math.cos(a) * s * 0.12;
    out += poly(
      [
        [x + nx, y + ny],
        [ex, ey],
        [x - nx, y - ny],
      ],
      color,
    );
  }
  return out;
}

function barrel(x: number, y: number, r: number) {
  let out = ellipse(x, y - r, r, r * 1.1, '#4f8a55');
  for (let k = -2; k <= 2; k += 1)
    out += ellipse(x + k * r * 0.35, y - r, r * 0.12, r, 'none', 'stroke="#3a6b40" stroke-width="2"');
  return out + circle(x, y - r * 2.05, r * 0.25, '#f2c14e');
}

/** Inner courtyard with shade sails, desert planters and benches. */
export function patio(w: number, h: number, o: { seed: number }) {
  const rng = rngFrom(o.seed);
  const defs =
    linear('sky', [
      [0, '#67b0dc'],
      [1, '#dff0f8'],
    ]) +
    linear('floor', [
      [0, '#e2d6c2'],
      [1, '#c7b79d'],
    ]);
  const fy = h * 0.58;
  let body = rect(0, 0, w, fy, 'url(#sky)');
  body +=
    poly(
      [
        [0, 0],
        [w * 0.2, h * 0.12],
        [w * 0.2, fy],
        [0, h],
      ],
      '#efe3cf',
    ) +
    poly(
      [
        [w, 0],
        [w * 0.8, h * 0.12],
        [w * 0.8, fy],
        [w, h],
      ],
      '#e6d7bf',
    );
  for (let i = 0; i < 3; i += 1) {
    const t = 0.2 + i * 0.28;
    body += poly(
      [
        [lerp(0, w * 0.2, t), lerp(0, h * 0.12, t) + h * 0.12],
        [lerp(0, w * 0.2, t + 0.14), lerp(0, h * 0.12, t + 0.14) + h * 0.12],
        [lerp(0, w * 0.2, t + 0.14), lerp(h, fy, t + 0.14) - h * 0.2],
        [lerp(0, w * 0.2, t), lerp(h, fy, t) - h * 0.2],
      ],
      '#8fb8cf',
    );
    body += poly(
      [
        [lerp(w, w * 0.8, t), lerp(0, h * 0.12, t) + h * 0.12],
        [lerp(w, w * 0.8, t + 0.14), lerp(0, h * 0.12, t + 0.14) + h * 0.12],
        [lerp(w, w * 0.8, t + 0.14), lerp(h, fy, t + 0.14) - h * 0.2],
        [lerp(w, w * 0.8, t), lerp(h, fy, t) - h * 0.2],
      ],
      '#8fb8cf',
    );
  }
  body += rect(w * 0.2, h * 0.12, w * 0.6, fy - h * 0.12, '#f3e9d8');
  body +=
    rect(w * 0.42, fy - h * 0.2, w * 0.16, h * 0.2, '#93b8cb') +
    line(w * 0.5, fy - h * 0.2, w * 0.5, fy, '#f3e9d8', 4);
  body += poly(
    [
      [0, h],
      [w * 0.2, fy],
      [w * 0.8, fy],
      [w, h],
    ],
    'url(#floor)',
  );
  for (let i = 0; i <= 10; i += 1)
    body += line(lerp(w * 0.2, w * 0.8, i / 10), fy, lerp(0, w, i / 10), h, '#b7a68b', 2, 'opacity="0.6"');
  for (let j = 1; j < 6; j += 1) {
    const t = (j / 6) ** 1.6;
    body += line(
      lerp(w * 0.2, 0, t),
      lerp(fy, h, t),
      lerp(w * 0.8, w, t),
      lerp(fy, h, t),
      '#b7a68b',
      2,
      'opacity="0.6"',
    );
  }
  const sails = ['#f6f4ee', '#e76f51', '#2a9d8f'];
  sails.forEach((color, i) => {
    const x0 = w * (0.05 + i * 0.3);
    const pts: Pt[] = [
      [x0, h * (0.08 + (i % 2) * 0.06)],
      [x0 + w * 0.42, h * (0.16 - (i % 2) * 0.06)],
      [x0 + w * 0.2, h * 0.34],
    ];
    body += poly(pts, color, 'opacity="0.9"');
  });
  const fx = w / 2;
  const fy2 = lerp(fy, h, 0.45);
  body +=
    ellipse(fx, fy2, w * 0.16, h * 0.05, '#b9a88d') +
    ellipse(fx, fy2 - h * 0.01, w * 0.14, h * 0.038, '#6fb3d2') +
    rect(fx - w * 0.01, fy2 - h * 0.08, w * 0.02, h * 0.07, '#b9a88d') +
    ellipse(fx, fy2 - h * 0.085, w * 0.04, h * 0.012, '#b9a88d');
  for (const side of [0.16, 0.84]) {
    const px = w * side;
    const py = lerp(fy, h, 0.7);
    body +=
      rect(px - w * 0.08, py - h * 0.08, w * 0.16, h * 0.1, '#c9b9a0') +
      rect(px - w * 0.08, py - h * 0.09, w * 0.16, h * 0.015, '#b3a286');
    body +=
      agave(px - w * 0.035, py - h * 0.09, h * 0.1, '#5f9e8f') +
      barrel(px + w * 0.04, py - h * 0.09, h * 0.03);
  }
  body +=
    rect(w * 0.32, lerp(fy, h, 0.25), w * 0.12, h * 0.02, '#9c6b43') +
    rect(w * 0.56, lerp(fy, h, 0.25), w * 0.12, h * 0.02, '#9c6b43');
  body += palm(
    w * 0.5 + between(rng, -w * 0.02, w * 0.02),
    fy - h * 0.005,
    h * 0.32,
    '#6b4f3a',
    '#2f6b3a',
    rng,
  );
  return doc(w, h, defs, body);
}

/** The pedestrian entrance: sliding doors, a ramp with handrail and the accessibility sign. */
export function entrance(w: number, h: number, o: { seed: number; label: string }) {
  const rng = rngFrom(o.seed);
  const defs =
    linear(
      'glass',
      [
        [0, '#cfe3ec'],
        [1, '#85a9bb'],
      ],
      0,
      0,
      1,
      1,
    ) +
    linear('wall', [
      [0, '#efe4d1'],
      [1, '#e0d1b8'],
    ]);
  const gy = h * 0.78;
  let body = rect(0, 0, w, h, 'url(#wall)');
  body +=
    rect(w * 0.18, h * 0.12, w * 0.64, h * 0.1, '#1d3557') +
    text(w / 2, h * 0.19, o.label, h * 0.045, '#f1faee', { weight: 'bold', extra: 'letter-spacing="3"' });
  body += rect(w * 0.14, h * 0.22, w * 0.72, h * 0.03, '#c8b89c');
  body += rect(w * 0.24, h * 0.28, w * 0.52, gy - h * 0.28, '#5b6770');
  body +=
    rect(w * 0.25, h * 0.29, w * 0.25, gy - h * 0.29, 'url(#glass)') +
    rect(w * 0.5, h * 0.29, w * 0.25, gy - h * 0.29, 'url(#glass)');
  for (const x of [0.27, 0.55])
    body += poly(
      [
        [w * x, h * 0.29],
        [w * (x + 0.05), h * 0.29],
        [w * (x - 0.02), gy],
        [w * (x - 0.07), gy],
      ],
      '#ffffff',
      'opacity="0.25"',
    );
  body +=
    rect(w * 0.46, h * 0.5, w * 0.02, h * 0.08, '#c0c7cc') +
    rect(w * 0.52, h * 0.5, w * 0.02, h * 0.08, '#c0c7cc');
  body += rect(0, gy, w, h - gy, '#c9c2b6') + rect(w * 0.22, gy, w * 0.56, h * 0.04, '#3d3d45');
  body += poly(
    [
      [w * 0.76, gy],
      [w, gy - h * 0.0],
      [w, gy + h * 0.1],
      [w * 0.76, gy + h * 0.04],
    ],
    '#b3aa9b',
  );
  body +=
    line(w * 0.78, gy - h * 0.12, w, gy - h * 0.06, '#8d949a', 6) +
    line(w * 0.8, gy - h * 0.12, w * 0.8, gy + h * 0.01, '#8d949a', 5) +
    line(w * 0.95, gy - h * 0.07, w * 0.95, gy + h * 0.07, '#8d949a', 5);
  const s = h * 0.11;
  body +=
    rect(w * 0.86 - s / 2, h * 0.34, s, s, '#2e6fb7', 'rx="6"') +
    placeIcon('wheelchair', w * 0.86, h * 0.34 + s / 2, s * 0.85, {
      main: '#ffffff',
      accent: '#ffffff',
      ink: '#ffffff',
      light: '#ffffff',
    });
  for (const px of [w * 0.08, w * 0.92]) {
    if (px > w * 0.9) continue;
    body +=
      poly(
        [
          [px - w * 0.06, gy - h * 0.1],
          [px + w * 0.06, gy - h * 0.1],
          [px + w * 0.05, gy],
          [px - w * 0.05, gy],
        ],
        '#a0522d',
      ) + agave(px, gy - h * 0.1, h * 0.13, '#5f9e8f');
  }
  body += barrel(w * 0.16, gy, h * 0.028 + between(rng, 0, h * 0.004));
  return doc(w, h, defs, body);
}

/** Desert planters along the façade: agaves, barrel cacti and ocotillo on gravel. */
export function planters(w: number, h: number, o: { seed: number; sign: string }) {
  const rng = rngFrom(o.seed);
  const defs =
    linear('wall', [
      [0, '#d9c3a0'],
      [1, '#c6a983'],
    ]) +
    linear(
      'light',
      [
        [0, '#fff6dc', 0.5],
        [1, '#fff6dc', 0],
      ],
      0,
      0,
      1,
      1,
    );
  let body = rect(0, 0, w, h, 'url(#wall)');
  for (let y = h * 0.04; y < h * 0.55; y += h * 0.035)
    body += line(0, y, w, y, '#b89a74', 3, 'opacity="0.6"');
  body += rect(0, 0, w, h, 'url(#light)');
  body += text(w / 2 + 4, h * 0.3 + 4, o.sign, w * 0.09, '#8a6d4b', {
    weight: 'bold',
    extra: 'letter-spacing="6" opacity="0.5"',
  });
  body += text(w / 2, h * 0.3, o.sign, w * 0.09, '#fbf3e4', { weight: 'bold', extra: 'letter-spacing="6"' });
  const tiers = [h * 0.58, h * 0.74, h * 0.9];
  tiers.forEach((ty, i) => {
    const inset = w * (0.14 - i * 0.07);
    body +=
      rect(inset, ty - h * 0.03, w - 2 * inset, h * 0.16, '#9d958a') +
      rect(inset, ty - h * 0.035, w - 2 * inset, h * 0.012, '#b7afa3');
    body += rect(inset + w * 0.02, ty - h * 0.03, w - 2 * inset - w * 0.04, h * 0.02, '#cdb89a');
    for (let g = 0; g < 40; g += 1)
      body += circle(
        between(rng, inset + w * 0.03, w - inset - w * 0.03),
        ty - h * 0.02 + between(rng, 0, h * 0.01),
        between(rng, 2, 5),
        pick(rng, ['#e8dcc6', '#bfae92', '#d9cbb2']),
      );
    const kinds =
      i === 0
        ? ['ocotillo', 'agave', 'barrel']
        : i === 1
          ? ['agave', 'barrel', 'agave', 'ocotillo']
          : ['barrel', 'agave', 'barrel', 'agave', 'barrel'];
    kinds.forEach((kind, k) => {
      const x = lerp(inset + w * 0.1, w - inset - w * 0.1, kinds.length === 1 ? 0.5 : k / (kinds.length - 1));
      const base = ty - h * 0.025;
      if (kind === 'agave')
        body += agave(x, base, h * between(rng, 0.06, 0.09), pick(rng, ['#5f9e8f', '#6fae9a', '#4f8a7c']));
      else if (kind === 'barrel') body += barrel(x, base, h * 0.022);
      else
        for (let s = 0; s < 7; s += 1) {
          const a = (-90 + (s - 3) * 9) * (Math.PI / 180);
          const len = h * between(rng, 0.16, 0.24);
          body +=
            line(
              x,
              base,
              x + Math.cos(a) * len,
              base + Math.sin(a) * len,
              '#6b5a3a',
              4,
              'stroke-linecap="round"',
            ) + circle(x + Math.cos(a) * len, base + Math.sin(a) * len, 5, '#d9482b');
        }
    });
  });
  return doc(w, h, defs, body);
}

/** The café terrace: pergola, string lights, bistro tables and the counter. */
export function cafeTerrace(w: number, h: number, o: { seed: number; sign: string }) {
  const rng = rngFrom(o.seed);
  const defs =
    linear('bg', [
      [0, '#f4e3c6'],
      [1, '#e9cfa6'],
    ]) +
    linear('floor', [
      [0, '#b98b5e'],
      [1, '#8d6441'],
    ]);
  const fy = h * 0.6;
  let body = rect(0, 0, w, fy, 'url(#bg)') + rect(0, fy, w, h - fy, 'url(#floor)');
  for (let x = -w; x < 2 * w; x += w / 10)
    body += line(w / 2 + (x - w / 2) * 0.3, fy, x, h, '#7a5535', 2, 'opacity="0.5"');
  body +=
    rect(w * 0.08, h * 0.3, w * 0.84, fy - h * 0.3, '#6b4a2f') +
    rect(w * 0.06, h * 0.28, w * 0.88, h * 0.03, '#4a3220');
  body +=
    rrect(w * 0.3, h * 0.1, w * 0.4, h * 0.12, 8, '#2b2b33') +
    text(w / 2, h * 0.185, o.sign, h * 0.055, '#f4e3c6', { weight: 'bold', extra: 'letter-spacing="4"' });
  body +=
    rect(w * 0.14, h * 0.22, w * 0.1, h * 0.08, '#9aa3a8') +
    rect(w * 0.16, h * 0.24, w * 0.06, h * 0.03, '#2b2b33');
  for (let i = 0; i < 5; i += 1)
    body += rect(
      w * (0.6 + i * 0.05),
      h * 0.25,
      w * 0.03,
      h * 0.05,
      pick(rng, ['#f6f4ee', '#e76f51', '#2a9d8f']),
      'rx="3"',
    );
  for (let b = 0; b < 5; b += 1) body += rect(w * (0.02 + b * 0.24), 0, w * 0.03, h * 0.05, '#4a3220');
  body += rect(0, h * 0.04, w, h * 0.02, '#4a3220');
  const sag = h * 0.05;
  body += path(
    `M0 ${n(h * 0.07)} Q${n(w / 2)} ${n(h * 0.07 + sag * 2)} ${n(w)} ${n(h * 0.07)}`,
    'none',
    'stroke="#3a2a1c" stroke-width="2"',
  );
  for (let i = 1; i < 14; i += 1) {
    const t = i / 14;
    const y = h * 0.07 + 2 * sag * 2 * t * (1 - t);
    body += circle(t * w, y + 6, 6, '#ffe9a8') + circle(t * w, y + 6, 12, '#ffe9a8', 'opacity="0.25"');
  }
  const tables: Pt[] = [
    [0.22, 0.72],
    [0.5, 0.8],
    [0.78, 0.7],
    [0.34, 0.93],
    [0.7, 0.94],
  ];
  tables.forEach(([tx, ty]) => {
    const x = w * tx;
    const y = h * ty;
    const s = Math.min(w, h) * 0.08 * (0.7 + ty * 0.4);
    body +=
      rect(x - s * 1.1, y - s * 0.9, s * 0.3, s * 0.9, '#2f3b46', 'rx="3"') +
      rect(x + s * 0.8, y - s * 0.9, s * 0.3, s * 0.9, '#2f3b46', 'rx="3"');
    body +=
      rect(x - 3, y - s * 0.6, 6, s * 0.6, '#2f3b46') +
      ellipse(x, y - s * 0.6, s * 0.75, s * 0.2, '#f6f4ee', 'stroke="#2f3b46" stroke-width="3"');
    body += rect(
      x - s * 0.15,
      y - s * 0.85,
      s * 0.2,
      s * 0.22,
      '#ffffff',
      'stroke="#9c6b43" stroke-width="2"',
    );
  });
  return doc(w, h, defs, body);
}
