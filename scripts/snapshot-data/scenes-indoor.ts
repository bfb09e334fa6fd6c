/** Indoor illustrations: corridors, waiting rooms, reception, pharmacy, lab, consulting rooms and more. */
import {
  chair,
  chairRow,
  clock,
  counter,
  figure,
  pendant,
  plant,
  roomDefs,
  roomShell,
  screen,
  shelfUnit,
  wallArt,
  windowPane,
  type RoomColors,
} from './furniture';
import { placeIcon } from './icons';
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
  polyline,
  rect,
  rngFrom,
  rrect,
  text,
  type PaletteName,
  type Pt,
} from './svg';

const WARM: RoomColors = { wall: ['#f6efe3', '#e9dcc7'], floor: ['#d9cbb5', '#b9a78b'], line: '#a8967a' };
const COOL: RoomColors = { wall: ['#eef4f6', '#dbe7ec'], floor: ['#cfd8dc', '#aebbc1'], line: '#97a6ad' };
const MINT: RoomColors = { wall: ['#eef7f2', '#d7ebe0'], floor: ['#d8d2c6', '#b8ae9c'], line: '#a39a88' };

/** A corridor in one-point perspective with doors on both sides and a hanging sign. */
export function corridor(
  w: number,
  h: number,
  o: { seed: number; tone: 'warm' | 'cool'; sign: string; palette: PaletteName },
) {
  const rng = rngFrom(o.seed);
  const P = PALETTES[o.palette];
  const c = o.tone === 'warm' ? WARM : COOL;
  const vx = w / 2;
  const vy = h * 0.46;
  const bw = w * 0.24;
  const bh = h * 0.22;
  const L = vx - bw / 2;
  const R = vx + bw / 2;
  const T = vy - bh * 0.55;
  const B = vy + bh * 0.45;
  const defs =
    roomDefs(c) +
    linear('ceil', [
      [0, '#ffffff'],
      [1, '#e8e4dc'],
    ]) +
    linear(
      'side',
      [
        [0, c.wall[1]],
        [1, c.wall[0]],
      ],
      0,
      0,
      1,
      0,
    ) +
    linear(
      'side2',
      [
        [0, c.wall[0]],
        [1, c.wall[1]],
      ],
      0,
      0,
      1,
      0,
    );
  let body = poly(
    [
      [0, 0],
      [w, 0],
      [R, T],
      [L, T],
    ],
    'url(#ceil)',
  );
  body += poly(
    [
      [0, h],
      [w, h],
      [R, B],
      [L, B],
    ],
    'url(#floor)',
  );
  for (let i = -6; i <= 6; i += 1)
    body += line(vx + (i * bw) / 12, B, vx + (i * w) / 6, h, c.line, 2, 'opacity="0.5"');
  for (let j = 1; j < 9; j += 1) {
    const t = (j / 9) ** 2;
    body += line(lerp(L, 0, t), lerp(B, h, t), lerp(R, w, t), lerp(B, h, t), c.line, 2, 'opacity="0.5"');
  }
  body +=
    poly(
      [
        [0, 0],
        [L, T],
        [L, B],
        [0, h],
      ],
      'url(#side)',
    ) +
    poly(
      [
        [w, 0],
        [R, T],
        [R, B],
        [w, h],
      ],
      'url(#side2)',
    );
  body += rect(L, T, bw, bh, c.wall[0]) + rect(L + bw * 0.3, T + bh * 0.2, bw * 0.4, bh * 0.8, 'url(#sky)');
  const wallAt = (side: 0 | 1, t: number) => {
    const x = side === 0 ? lerp(0, L, t) : lerp(w, R, t);
    return { x, top: lerp(0, T, t), bottom: lerp(h, B, t) };
  };
  for (const side of [0, 1] as const) {
    for (const t0 of [0.1, 0.42, 0.68]) {
      const a = wallAt(side, t0);
      const b = wallAt(side, t0 + (side === 0 ? 0.14 : 0.12) * (1 - t0 * 0.6));
      const ya = lerp(a.top, a.bottom, 0.3);
      const yb = lerp(b.top, b.bottom, 0.3);
      const door = pick(rng, [P.bg1, P.bg2, '#b5835a', '#8a6a4f']);
      body += poly(
        [
          [a.x, ya],
          [b.x, yb],
          [b.x, b.bottom],
          [a.x, a.bottom],
        ],
        door,
      );
      body += poly(
        [
          [a.x, ya],
          [b.x, yb],
          [b.x, lerp(yb, b.bottom, 0.05)],
          [a.x, lerp(ya, a.bottom, 0.05)],
        ],
        '#000000',
        'opacity="0.15"',
      );
      const hx = lerp(a.x, b.x, side === 0 ? 0.82 : 0.82);
      body += circle(
        hx,
        lerp(lerp(ya, a.bottom, 0.5), lerp(yb, b.bottom, 0.5), 0.82),
        Math.max(2, (a.bottom - a.top) * 0.012),
        '#e0c36a',
      );
      const px = lerp(a.x, b.x, 1.15);
      const py = lerp(ya, yb, 1.15) + (a.bottom - a.top) * 0.04;
      body += rect(
        px - (a.bottom - a.top) * 0.02,
        py,
        (a.bottom - a.top) * 0.04,
        (a.bottom - a.top) * 0.05,
        P.accent,
      );
    }
  }
  for (let k = 0; k < 6; k += 1) {
    const t = 0.08 + k * 0.15;
    const y = lerp(0, T, t);
    const half = lerp(w * 0.12, bw * 0.1, t);
    const depth = lerp(h * 0.02, bh * 0.02, t);
    body += poly(
      [
        [vx - half, y + depth],
        [vx + half, y + depth],
        [vx + half * 0.8, y + depth * 2.2],
        [vx - half * 0.8, y + depth * 2.2],
      ],
      '#fffbe8',
    );
    body += ellipse(
      vx,
      lerp(h, B, t) - (lerp(h, B, t) - B) * 0.2,
      half * 1.1,
      depth * 2,
      '#ffffff',
      'opacity="0.25"',
    );
  }
  const sy = lerp(0, T, 0.3);
  const fs = h * 0.026;
  const sw = Math.min(w * 0.9, Math.max(w * 0.3, o.sign.length * fs * 0.66 + fs * 2));
  body +=
    line(vx - sw * 0.3, 0, vx - sw * 0.3, sy + h * 0.04, '#3d3d45', 2) +
    line(vx + sw * 0.3, 0, vx + sw * 0.3, sy + h * 0.04, '#3d3d45', 2);
  body +=
    rrect(vx - sw / 2, sy + h * 0.04, sw, h * 0.06, 6, P.bg1) +
    text(vx, sy + h * 0.082, o.sign, fs, P.light, { weight: 'bold' });
  body +=
    plant(w * 0.07, h * 0.98, Math.min(w, h) * 0.2, rng) +
    plant(w * 0.93, h * 0.98, Math.min(w, h) * 0.16, rng);
  return doc(w, h, defs, body);
}

/** A waiting room: adults (window, water cooler), children (mural, toys) or the lab (turn screen). */
export function waitingRoom(
  w: number,
  h: number,
  o: { seed: number; variant: 'adult' | 'kids' | 'lab'; palette: PaletteName },
) {
  const rng = rngFrom(o.seed);
  const P = PALETTES[o.palette];
  const c = o.variant === 'kids' ? MINT : o.variant === 'lab' ? COOL : WARM;
  const fy = h * 0.64;
  const m = Math.min(w, h);
  let body = roomShell(w, h, fy, c);
  if (o.variant === 'kids') {
    body += rect(w * 0.05, h * 0.1, w * 0.9, fy - h * 0.16, '#cdeefc');
    body += circle(w * 0.8, h * 0.22, m * 0.07, '#ffd166');
    for (const [cx, cy] of [
      [0.25, 0.2],
      [0.5, 0.15],
    ] as Pt[])
      body +=
        ellipse(w * cx, h * cy, m * 0.08, m * 0.03, '#ffffff') +
        ellipse(w * cx + m * 0.04, h * cy - m * 0.02, m * 0.05, m * 0.03, '#ffffff');
    body += path(
      `M${n(w * 0.05)} ${n(fy - h * 0.06)} Q${n(w * 0.3)} ${n(h * 0.3)} ${n(w * 0.55)} ${n(fy - h * 0.06)} Z`,
      '#8ed081',
    );
    body += path(
      `M${n(w * 0.4)} ${n(fy - h * 0.06)} Q${n(w * 0.7)} ${n(h * 0.34)} ${n(w * 0.95)} ${n(fy - h * 0.06)} Z`,
      '#74c69d',
    );
  } else if (o.variant === 'lab') {
    body += screen(w * 0.56, h * 0.12, w * 0.3, h * 0.2, 'A-027', 'TOMA DE MUESTRAS');
    body += wallArt(w * 0.12, h * 0.14, w * 0.2, h * 0.2, rng, [P.bg1, P.bg2, P.accent]);
  } else {
    body += windowPane(w * 0.08, h * 0.12, w * 0.36, h * 0.32);
    body +=
      wallArt(w * 0.58, h * 0.16, w * 0.16, h * 0.2, rng, [P.bg1, P.bg2, P.accent]) +
      clock(w * 0.86, h * 0.22, m * 0.045);
  }
  const s = m * 0.1;
  const colors = o.variant === 'kids' ? ['#ef476f', '#ffd166', '#06d6a0', '#118ab2'] : [P.bg1, P.bg2];
  const count = Math.max(3, Math.floor((w * 0.62) / (s * 1.25)));
  body += chairRow(w * 0.2, fy + h * 0.08, count, s, colors);
  body += plant(w * 0.1, fy + h * 0.2, m * 0.16, rng);
  if (o.variant === 'kids') {
    ['A', 'B', 'C'].forEach((ch, i) => {
      const bx = w * (0.62 + i * 0.08);
      body +=
        rect(bx, h * 0.86, m * 0.06, m * 0.06, colors[i]!) +
        text(bx + m * 0.03, h * 0.86 + m * 0.045, ch, m * 0.04, '#ffffff', { weight: 'bold' });
    });
  } else if (o.variant === 'adult') {
    const x = w * 0.88;
    body +=
      rect(x - m * 0.03, fy - h * 0.05, m * 0.06, h * 0.22, '#e3e6e8') +
      rrect(x - m * 0.025, fy - h * 0.14, m * 0.05, h * 0.09, m * 0.01, '#9fd3f0', 'opacity="0.9"');
  } else {
    body +=
      rect(w * 0.84, fy - h * 0.02, m * 0.1, h * 0.14, P.accent2) +
      text(w * 0.84 + m * 0.05, fy + h * 0.05, 'TURNO', m * 0.022, P.ink, { weight: 'bold' });
  }
  body += pendant(w * 0.3, h * 0.06, m * 0.035, P.accent) + pendant(w * 0.7, h * 0.06, m * 0.035, P.accent);
  return doc(w, h, roomDefs(c), body);
}

/** Reception desk of the medical centre with its sign and pendant lamps. */
export function reception(w: number, h: number, o: { seed: number; sign: string; palette: PaletteName }) {
  const rng = rngFrom(o.seed);
  const P = PALETTES[o.palette];
  const fy = h * 0.66;
  const m = Math.min(w, h);
  let body = roomShell(w, h, fy, WARM);
  body += rect(w * 0.2, h * 0.08, w * 0.6, h * 0.36, P.bg1);
  for (let x = w * 0.22; x < w * 0.8; x += w * 0.04)
    body += line(x, h * 0.08, x, h * 0.44, P.bg2, 3, 'opacity="0.5"');
  body += placeIcon('cross', w / 2, h * 0.2, m * 0.11, {
    main: P.accent,
    accent: P.accent,
    ink: P.ink,
    light: P.light,
  });
  body += text(w / 2, h * 0.36, o.sign, Math.min(h * 0.05, w * 0.035), P.light, {
    weight: 'bold',
    extra: 'letter-spacing="3"',
  });
  const cy = fy + h * 0.02;
  body += path(
    `M${n(w * 0.22)} ${n(cy)} Q${n(w / 2)} ${n(cy + h * 0.08)} ${n(w * 0.78)} ${n(cy)} V${n(cy + h * 0.2)} Q${n(w / 2)} ${n(cy + h * 0.28)} ${n(w * 0.22)} ${n(cy + h * 0.2)}Z`,
    '#f6f1e7',
  );
  body += path(
    `M${n(w * 0.21)} ${n(cy)} Q${n(w / 2)} ${n(cy + h * 0.08)} ${n(w * 0.79)} ${n(cy)} L${n(w * 0.79)} ${n(cy - h * 0.025)} Q${n(w / 2)} ${n(cy + h * 0.055)} ${n(w * 0.21)} ${n(cy - h * 0.025)}Z`,
    '#b5835a',
  );
  for (let i = 0; i < 5; i += 1)
    body += line(
      lerp(w * 0.26, w * 0.74, i / 4),
      cy + h * 0.06,
      lerp(w * 0.26, w * 0.74, i / 4),
      cy + h * 0.2,
      '#e1d8c8',
      3,
    );
  for (const x of [0.36, 0.6])
    body +=
      rect(w * x, cy - h * 0.1, w * 0.07, h * 0.065, '#22252b') +
      rect(w * x + w * 0.03, cy - h * 0.035, w * 0.01, h * 0.02, '#22252b');
  body += figure(w * 0.5, cy - h * 0.005, h * 0.12, P.bg2);
  for (const x of [0.3, 0.5, 0.7]) body += pendant(w * x, h * 0.04, m * 0.03, P.accent);
  body += plant(w * 0.08, h * 0.97, m * 0.2, rng) + plant(w * 0.92, h * 0.97, m * 0.2, rng);
  return doc(w, h, roomDefs(WARM), body);
}

/** Pharmacy: a wall of shelves under the green cross; `counter` adds the till in the foreground. */
export function pharmacy(w: number, h: number, o: { seed: number; sign: string; withCounter: boolean }) {
  const rng = rngFrom(o.seed);
  const fy = h * (o.withCounter ? 0.62 : 0.8);
  const m = Math.min(w, h);
  const colors = [
    '#e63946',
    '#457b9d',
    '#2a9d8f',
    '#f4a261',
    '#e9c46a',
    '#ffffff',
    '#8ecae6',
    '#b5838d',
    '#6d597a',
  ];
  let body = roomShell(w, h, fy, COOL);
  body +=
    rect(0, 0, w, h * 0.14, '#1f8a4c') +
    text(w * 0.5, h * 0.095, o.sign, Math.min(h * 0.06, w * 0.06), '#ffffff', {
      weight: 'bold',
      extra: 'letter-spacing="4"',
    });
  body += placeIcon('cross', w * 0.1, h * 0.07, h * 0.09, {
    main: '#ffffff',
    accent: '#ffffff',
    ink: '#ffffff',
    light: '#ffffff',
  });
  const units = Math.max(2, Math.round(w / 300));
  const uw = (w * 0.92) / units;
  for (let i = 0; i < units; i += 1)
    body += shelfUnit(w * 0.04 + i * uw + 6, h * 0.18, uw - 12, fy - h * 0.2, 5, rng, colors);
  if (o.withCounter) {
    const cy = h * 0.7;
    body += counter(w * 0.06, cy, w * 0.88, h * 0.3, '#f4f1ea', '#2a9d8f');
    body +=
      rect(w * 0.62, cy - h * 0.09, w * 0.2, h * 0.08, '#2b2f36') +
      rect(w * 0.64, cy - h * 0.08, w * 0.16, h * 0.05, '#7fd1b9');
    body += poly(
      [
        [w * 0.2, cy - h * 0.01],
        [w * 0.34, cy - h * 0.01],
        [w * 0.32, cy - h * 0.12],
        [w * 0.22, cy - h * 0.12],
      ],
      '#ffffff',
      'stroke="#c9d3d8" stroke-width="3"',
    );
    body += placeIcon('cross', w * 0.27, cy - h * 0.065, h * 0.05, {
      main: '#1f8a4c',
      accent: '#1f8a4c',
      ink: '#1f8a4c',
      light: '#ffffff',
    });
    body += placeIcon('capsule', w * 0.45, cy + h * 0.12, m * 0.2, {
      main: '#1f8a4c',
      accent: '#e9c46a',
      ink: '#0b2e36',
      light: '#ffffff',
    });
  }
  return doc(w, h, roomDefs(COOL), body);
}

/** The clinical laboratory bench: microscope, flasks, tube rack, centrifuge and a sampling chair. */
export function laboratory(w: number, h: number, o: { seed: number; palette: PaletteName }) {
  const rng = rngFrom(o.seed);
  const P = PALETTES[o.palette];
  const fy = h * 0.72;
  const m = Math.min(w, h);
  let body = roomShell(w, h, fy, COOL);
  for (let y = 0; y < fy; y += h * 0.05) body += line(0, y, w, y, '#cbd8de', 2);
  for (let x = 0; x < w; x += h * 0.05) body += line(x, 0, x, fy, '#cbd8de', 2);
  body += rect(w * 0.04, h * 0.06, w * 0.6, h * 0.2, '#ffffff', 'stroke="#b9c6cc" stroke-width="4"');
  for (let i = 1; i < 4; i += 1)
    body += line(
      w * 0.04 + (w * 0.6 * i) / 4,
      h * 0.06,
      w * 0.04 + (w * 0.6 * i) / 4,
      h * 0.26,
      '#b9c6cc',
      4,
    );
  const by = h * 0.56;
  body += counter(w * 0.02, by, w * 0.66, fy - by + h * 0.12, '#e6ecef', P.bg1);
  const mx = w * 0.14;
  body +=
    rect(mx - m * 0.05, by - h * 0.02, m * 0.1, h * 0.02, '#2b2f36') +
    path(
      `M${n(mx + m * 0.02)} ${n(by - h * 0.02)} Q${n(mx + m * 0.07)} ${n(by - h * 0.12)} ${n(mx)} ${n(by - h * 0.2)}`,
      'none',
      `stroke="#2b2f36" stroke-width="${n(m * 0.025)}" stroke-linecap="round"`,
    );
  body +=
    rect(
      mx - m * 0.035,
      by - h * 0.24,
      m * 0.03,
      h * 0.1,
      '#3d4450',
      `transform="rotate(-20 ${n(mx)} ${n(by - h * 0.2)})"`,
    ) + rect(mx - m * 0.04, by - h * 0.09, m * 0.08, h * 0.012, '#3d4450');
  for (const [x, s, col] of [
    [0.28, 0.16, P.accent],
    [0.36, 0.12, P.bg2],
    [0.43, 0.14, P.accent2],
  ] as const)
    body += placeIcon('flask', w * x, by - m * s * 0.48, m * s, {
      main: '#5b6770',
      accent: col,
      ink: '#2b2f36',
      light: '#ffffff',
    });
  body += rect(w * 0.5, by - h * 0.05, w * 0.12, h * 0.05, '#8d99a3');
  for (let i = 0; i < 6; i += 1)
    body += rrect(
      w * 0.51 + i * w * 0.018,
      by - h * 0.11,
      w * 0.01,
      h * 0.08,
      w * 0.005,
      pick(rng, ['#e63946', '#f4a261', '#ffd166', '#8ecae6', '#7a5195']),
    );
  body += rrect(
    w * 0.22,
    by - h * 0.08,
    w * 0.04,
    h * 0.08,
    6,
    '#f1f3f4',
    'stroke="#9aa5ad" stroke-width="3"',
  );
  const cx = w * 0.84;
  body +=
    rect(cx - m * 0.07, fy - h * 0.2, m * 0.14, h * 0.18, P.bg1, 'rx="10"') +
    rect(cx - m * 0.09, fy - h * 0.05, m * 0.18, h * 0.05, P.bg1, 'rx="8"') +
    rect(cx - m * 0.01, fy, m * 0.02, h * 0.12, '#4a4f57') +
    rect(cx + m * 0.07, fy - h * 0.13, m * 0.12, h * 0.03, P.bg2, 'rx="6"');
  body += pendant(w * 0.3, h * 0.3, m * 0.03, '#ffffff') + pendant(w * 0.84, h * 0.3, m * 0.035, P.accent);
  return doc(w, h, roomDefs(COOL), body);
}

/** A standard consulting room: desk, exam bed with paper roll, curtain, diplomas. */
export function consultRoom(w: number, h: number, o: { seed: number; palette: PaletteName }) {
  const rng = rngFrom(o.seed);
  const P = PALETTES[o.palette];
  const fy = h * 0.66;
  const m = Math.min(w, h);
  let body = roomShell(w, h, fy, MINT);
  body += windowPane(w * 0.06, h * 0.12, w * 0.28, h * 0.3);
  for (let i = 0; i < 2; i += 1)
    body +=
      rect(
        w * (0.42 + i * 0.1),
        h * 0.14,
        w * 0.07,
        h * 0.09,
        '#ffffff',
        'stroke="#8a6a4f" stroke-width="5"',
      ) + line(w * (0.43 + i * 0.1), h * 0.2, w * (0.48 + i * 0.1), h * 0.2, '#c2b59b', 3);
  body += line(w * 0.62, h * 0.06, w * 0.98, h * 0.06, '#9aa5ad', 5);
  for (let i = 0; i < 6; i += 1)
    body += path(
      `M${n(w * (0.9 + i * 0.013))} ${n(h * 0.06)} V${n(fy + h * 0.1)}`,
      'none',
      `stroke="${P.bg2}" stroke-width="${n(w * 0.014)}" opacity="0.85"`,
    );
  const bx = w * 0.56;
  const by = fy + h * 0.04;
  body +=
    rect(bx, by, w * 0.32, h * 0.05, '#d9e2e6') +
    rect(bx + w * 0.02, by + h * 0.05, w * 0.28, h * 0.12, '#e9eef0') +
    rrect(bx - w * 0.01, by - h * 0.05, w * 0.34, h * 0.06, 10, P.bg1) +
    rrect(bx - w * 0.01, by - h * 0.09, w * 0.08, h * 0.05, 10, P.bg1);
  body += rect(bx + w * 0.06, by - h * 0.052, w * 0.18, h * 0.012, '#ffffff');
  body += counter(w * 0.08, fy - h * 0.02, w * 0.34, h * 0.2, '#c49a6c', '#8a6a4f');
  body +=
    rect(w * 0.18, fy - h * 0.15, w * 0.12, h * 0.09, '#22252b') +
    rect(w * 0.185, fy - h * 0.14, w * 0.11, h * 0.07, '#5aa0c8') +
    rect(w * 0.235, fy - h * 0.06, w * 0.01, h * 0.04, '#22252b');
  body += chair(w * 0.2, fy + h * 0.22, m * 0.1, P.bg1);
  body += placeIcon('stethoscope', w * 0.36, fy - h * 0.08, m * 0.08, {
    main: '#3d3d45',
    accent: '#c0c7cc',
    ink: '#3d3d45',
    light: '#ffffff',
  });
  body += plant(w * 0.95, h * 0.98, m * 0.14, rng);
  return doc(w, h, roomDefs(MINT), body);
}

/** The dental surgery: reclining chair, overhead light, instrument tray and an X-ray screen. */
export function dentalRoom(w: number, h: number, o: { seed: number; palette: PaletteName }) {
  const rng = rngFrom(o.seed);
  const P = PALETTES[o.palette];
  const fy = h * 0.68;
  const m = Math.min(w, h);
  let body = roomShell(w, h, fy, COOL);
  body += windowPane(w * 0.64, h * 0.1, w * 0.28, h * 0.3);
  body += screen(w * 0.08, h * 0.1, w * 0.22, h * 0.18);
  body += placeIcon('tooth', w * 0.19, h * 0.19, h * 0.13, {
    main: '#ffffff',
    accent: '#ffffff',
    ink: '#ffffff',
    light: '#15324a',
  });
  const x = w * 0.36;
  const y = fy + h * 0.12;
  body +=
    rect(x + w * 0.1, y, w * 0.06, h * 0.12, '#9aa5ad') +
    ellipse(x + w * 0.13, y + h * 0.13, w * 0.12, h * 0.02, '#7d8a93');
  body += path(
    `M${n(x - w * 0.02)} ${n(y - h * 0.24)} L${n(x + w * 0.04)} ${n(y - h * 0.02)} L${n(x + w * 0.24)} ${n(y - h * 0.02)} L${n(x + w * 0.34)} ${n(y - h * 0.08)} L${n(x + w * 0.36)} ${n(y - h * 0.04)} L${n(x + w * 0.26)} ${n(y + h * 0.02)} L${n(x + w * 0.02)} ${n(y + h * 0.02)} L${n(x - w * 0.06)} ${n(y - h * 0.22)}Z`,
    P.bg1,
  );
  body += rrect(x - w * 0.07, y - h * 0.3, w * 0.06, h * 0.07, 10, P.bg1);
  body +=
    polyline(
      [
        [x + w * 0.28, 0],
        [x + w * 0.28, h * 0.14],
        [x + w * 0.14, h * 0.26],
      ],
      '#c0c7cc',
      m * 0.015,
    ) +
    ellipse(x + w * 0.12, h * 0.28, m * 0.06, m * 0.03, '#f1f3f4', 'stroke="#9aa5ad" stroke-width="4"') +
    ellipse(x + w * 0.12, h * 0.29, m * 0.04, m * 0.012, '#fff3c4');
  body +=
    polyline(
      [
        [x + w * 0.42, fy + h * 0.2],
        [x + w * 0.42, fy - h * 0.06],
        [x + w * 0.3, fy - h * 0.1],
      ],
      '#c0c7cc',
      m * 0.012,
    ) + rect(x + w * 0.22, fy - h * 0.12, w * 0.12, h * 0.02, '#e9eef0', 'stroke="#9aa5ad" stroke-width="2"');
  body += counter(w * 0.02, fy - h * 0.02, w * 0.22, h * 0.22, '#f4f6f7', P.bg2);
  body += plant(w * 0.95, h * 0.98, m * 0.14, rng);
  return doc(w, h, roomDefs(COOL), body);
}

/** The main staircase to the upper floor, with its sign. */
export function stairs(w: number, h: number, o: { seed: number; sign: string; palette: PaletteName }) {
  const rng = rngFrom(o.seed);
  const P = PALETTES[o.palette];
  const m = Math.min(w, h);
  let body = rect(0, 0, w, h, 'url(#wall)');
  body += windowPane(w * 0.32, h * 0.06, w * 0.36, h * 0.16);
  const steps = 12;
  const top = h * 0.3;
  for (let i = 0; i < steps; i += 1) {
    const t0 = i / steps;
    const t1 = (i + 1) / steps;
    const y0 = lerp(h, top, t0);
    const y1 = lerp(h, top, t1);
    const half0 = lerp(w * 0.48, w * 0.2, t0);
    const half1 = lerp(w * 0.48, w * 0.2, t1);
    const ym = lerp(y0, y1, 0.45);
    body += poly(
      [
        [w / 2 - half0, y0],
        [w / 2 + half0, y0],
        [w / 2 + lerp(half0, half1, 0.45), ym],
        [w / 2 - lerp(half0, half1, 0.45), ym],
      ],
      '#b7a68b',
    );
    body += poly(
      [
        [w / 2 - lerp(half0, half1, 0.45), ym],
        [w / 2 + lerp(half0, half1, 0.45), ym],
        [w / 2 + half1, y1],
        [w / 2 - half1, y1],
      ],
      '#ddd0ba',
    );
    body += line(w / 2 - half1, y1, w / 2 + half1, y1, '#8f7f66', 3);
  }
  body += rect(w * 0.3, top - h * 0.04, w * 0.4, h * 0.04, '#ddd0ba');
  for (const s of [-1, 1]) {
    const x0 = w / 2 + s * w * 0.46;
    const x1 = w / 2 + s * w * 0.19;
    body += line(x0, h * 0.78, x1, top - h * 0.06, '#6b7a85', m * 0.014, 'stroke-linecap="round"');
    for (let k = 0; k <= 5; k += 1) {
      const t = k / 5;
      body += line(
        lerp(x0, x1, t),
        lerp(h * 0.78, top - h * 0.06, t),
        lerp(x0, x1, t),
        lerp(h, top, t),
        '#8d99a3',
        m * 0.006,
      );
    }
  }
  body +=
    rrect(w * 0.62, h * 0.26, w * 0.32, h * 0.08, 8, P.bg1) +
    text(w * 0.78, h * 0.31, o.sign, h * 0.022, P.light, { weight: 'bold' }) +
    path(
      `M${n(w * 0.9)} ${n(h * 0.318)} v${n(-h * 0.04)} l${n(-w * 0.015)} ${n(h * 0.015)} M${n(w * 0.9)} ${n(h * 0.278)} l${n(w * 0.015)} ${n(h * 0.015)}`,
      'none',
      `stroke="${P.light}" stroke-width="4" stroke-linecap="round"`,
    );
  body += plant(w * 0.08, h * 0.99, m * 0.18, rng);
  return doc(w, h, roomDefs(WARM), body);
}

/** The lift lobby: stainless doors, floor indicator and call buttons. */
export function elevator(w: number, h: number, o: { seed: number; palette: PaletteName }) {
  const rng = rngFrom(o.seed);
  const P = PALETTES[o.palette];
  const fy = h * 0.82;
  const m = Math.min(w, h);
  let body = roomShell(w, h, fy, WARM);
  for (let x = 0; x < w; x += w * 0.08) body += line(x, 0, x, fy, '#e0d2bb', 3);
  const dx = w * 0.2;
  const dw = w * 0.6;
  const dy = h * 0.26;
  body += rect(dx - w * 0.04, dy - h * 0.03, dw + w * 0.08, fy - dy + h * 0.03, '#8d99a3');
  body +=
    rect(dx, dy, dw / 2 - 2, fy - dy, 'url(#metal)') +
    rect(dx + dw / 2 + 2, dy, dw / 2 - 2, fy - dy, 'url(#metal)');
  body +=
    rrect(w * 0.35, h * 0.13, w * 0.3, h * 0.08, 8, '#1b1e24') +
    text(w * 0.5, h * 0.19, 'PB ▲ 1', h * 0.045, '#ff9f43', { weight: 'bold' });
  body +=
    rrect(w * 0.86, h * 0.48, w * 0.07, h * 0.12, 6, '#c0c7cc') +
    circle(w * 0.895, h * 0.51, m * 0.018, '#ffffff', 'stroke="#6b7a85" stroke-width="3"') +
    circle(w * 0.895, h * 0.57, m * 0.018, '#ffffff', 'stroke="#6b7a85" stroke-width="3"');
  body +=
    rect(w * 0.03, h * 0.4, m * 0.12, m * 0.12, '#2e6fb7', 'rx="6"') +
    placeIcon('wheelchair', w * 0.03 + m * 0.06, h * 0.4 + m * 0.06, m * 0.1, {
      main: '#ffffff',
      accent: '#ffffff',
      ink: '#ffffff',
      light: '#ffffff',
    });
  body += plant(w * 0.1, h * 0.99, m * 0.22, rng) + rect(0, fy, w, h * 0.02, P.bg1, 'opacity="0.15"');
  return doc(w, h, roomDefs(WARM), body);
}

/** The optician's display wall with frames, a mirror and an eye chart. */
export function optical(w: number, h: number, o: { seed: number; palette: PaletteName }) {
  const rng = rngFrom(o.seed);
  const P = PALETTES[o.palette];
  const fy = h * 0.74;
  const m = Math.min(w, h);
  let body = roomShell(w, h, fy, WARM);
  body += rect(w * 0.06, h * 0.06, w * 0.56, fy - h * 0.16, '#ffffff', 'stroke="#d9cdb9" stroke-width="6"');
  const rows = 6;
  for (let r = 0; r < rows; r += 1) {
    const y = h * 0.1 + r * ((fy - h * 0.22) / rows);
    body += rect(w * 0.08, y + h * 0.06, w * 0.52, h * 0.008, '#d9cdb9');
    for (let k = 0; k < 3; k += 1)
      body += placeIcon('glasses', w * (0.16 + k * 0.17), y + h * 0.04, w * 0.13, {
        main: pick(rng, ['#2b2b33', '#8a3b2f', '#1d3557', '#b5835a', '#6d597a', '#2a9d8f']),
        accent: '#ffffff',
        ink: '#2b2b33',
        light: '#eef6f8',
      });
  }
  const cx = w * 0.82;
  body += rect(w * 0.68, h * 0.06, w * 0.28, h * 0.3, '#ffffff', 'stroke="#d9cdb9" stroke-width="4"');
  const lines = ['E', 'F P', 'T O Z', 'L P E D', 'P E C F D'];
  lines.forEach(
    (l, i) =>
      (body += text(cx, h * (0.12 + i * 0.05), l, h * (0.045 - i * 0.006), '#2b2b33', { weight: 'bold' })),
  );
  body += ellipse(cx, h * 0.52, w * 0.1, h * 0.1, '#dfeef3', 'stroke="#b5835a" stroke-width="8"');
  body += counter(w * 0.06, fy - h * 0.06, w * 0.9, h * 0.3, '#f4ede2', P.bg1);
  body += rect(w * 0.1, fy - h * 0.05, w * 0.4, h * 0.1, '#dfeef3', 'opacity="0.8"');
  for (let k = 0; k < 3; k += 1)
    body += placeIcon('glasses', w * (0.17 + k * 0.13), fy, w * 0.09, {
      main: pick(rng, ['#2b2b33', '#8a3b2f', '#1d3557']),
      accent: '#ffffff',
      ink: '#2b2b33',
      light: '#eef6f8',
    });
  body += placeIcon('eye', w * 0.76, fy + h * 0.1, m * 0.14, {
    main: P.bg1,
    accent: P.accent,
    ink: P.ink,
    light: '#ffffff',
  });
  return doc(w, h, roomDefs(WARM), body);
}

/** The directory totem in the lobby, listing who is where. */
export function directoryBoard(
  w: number,
  h: number,
  o: { seed: number; title: string; rows: [string, string][]; palette: PaletteName },
) {
  const rng = rngFrom(o.seed);
  const P = PALETTES[o.palette];
  const m = Math.min(w, h);
  const defs =
    roomDefs(WARM) +
    linear('blur', [
      [0, '#efe6d6'],
      [1, '#d9c9ad'],
    ]);
  let body = rect(0, 0, w, h, 'url(#blur)');
  for (let i = 0; i < 6; i += 1)
    body += rect(between(rng, 0, w), between(rng, 0, h * 0.6), w * 0.2, h * 0.3, '#ffffff', 'opacity="0.12"');
  body += rect(0, h * 0.86, w, h * 0.14, '#b9a78b');
  const tx = w * 0.18;
  const tw = w * 0.64;
  const ty = h * 0.08;
  const th = h * 0.8;
  body += rrect(tx + 12, ty + 16, tw, th, 18, '#000000', 'opacity="0.2"') + rrect(tx, ty, tw, th, 18, P.bg1);
  body += rect(tx, ty + h * 0.1, tw, h * 0.004, P.accent);
  body += text(w / 2, ty + h * 0.065, o.title, Math.min(h * 0.035, tw * 0.07), P.light, {
    weight: 'bold',
    extra: 'letter-spacing="2"',
  });
  const rowH = (th - h * 0.16) / o.rows.length;
  o.rows.forEach(([place, name], i) => {
    const y = ty + h * 0.15 + i * rowH;
    const fs = Math.min(rowH * 0.36, tw * 0.055);
    body +=
      rrect(tx + tw * 0.05, y + rowH * 0.08, tw * 0.2, rowH * 0.6, 6, P.accent) +
      text(tx + tw * 0.15, y + rowH * 0.38 + fs * 0.36, place, fs, P.ink, { weight: 'bold' });
    body += text(tx + tw * 0.3, y + rowH * 0.38 + fs * 0.36, name, fs, P.light, { anchor: 'start' });
    body += line(
      tx + tw * 0.06,
      y + rowH * 0.86,
      tx + tw * 0.94,
      y + rowH * 0.86,
      P.light,
      1,
      'opacity="0.25"',
    );
  });
  body += rect(w * 0.42, ty + th, w * 0.16, h * 0.04, '#5b6770');
  return doc(w, h, defs, body + plant(w * 0.08, h * 0.98, m * 0.22, rng));
}

/** The bank branch corner: two cash machines and queue posts. */
export function bankBranch(w: number, h: number, o: { seed: number; brand: string; palette: PaletteName }) {
  const rng = rngFrom(o.seed);
  const P = PALETTES[o.palette];
  const fy = h * 0.74;
  const m = Math.min(w, h);
  let body = roomShell(w, h, fy, COOL);
  body +=
    rect(0, h * 0.06, w, h * 0.1, P.bg1) +
    placeIcon('sun', w * 0.1, h * 0.11, h * 0.08, {
      main: P.bg1,
      accent: P.accent,
      ink: P.ink,
      light: P.light,
    }) +
    text(w * 0.16, h * 0.13, o.brand, h * 0.05, P.light, { anchor: 'start', weight: 'bold' });
  for (const x of [0.12, 0.36]) {
    const ax = w * x;
    body += rrect(
      ax,
      h * 0.26,
      w * 0.18,
      fy - h * 0.26 + h * 0.02,
      12,
      '#dfe4e8',
      'stroke="#9aa5ad" stroke-width="4"',
    );
    body +=
      rect(ax + w * 0.03, h * 0.31, w * 0.12, h * 0.12, '#15324a') +
      rect(ax + w * 0.045, h * 0.33, w * 0.09, h * 0.02, '#7fd1b9') +
      rect(ax + w * 0.045, h * 0.37, w * 0.06, h * 0.015, '#4f8fbf');
    for (let r = 0; r < 3; r += 1)
      for (let k = 0; k < 3; k += 1)
        body += rect(ax + w * (0.05 + k * 0.03), h * (0.47 + r * 0.035), w * 0.022, h * 0.025, '#8d99a3');
    body += rect(ax + w * 0.14, h * 0.48, w * 0.025, h * 0.008, '#2b2f36');
  }
  body += counter(w * 0.64, fy - h * 0.18, w * 0.32, h * 0.26, '#f4f6f7', P.bg2);
  for (const x of [0.58, 0.74, 0.9])
    body +=
      rect(w * x - 3, fy + h * 0.02, 6, h * 0.14, '#6b7a85') +
      ellipse(w * x, fy + h * 0.16, m * 0.025, m * 0.008, '#6b7a85');
  body +=
    line(w * 0.58, fy + h * 0.04, w * 0.74, fy + h * 0.04, P.accent2, 5) +
    line(w * 0.74, fy + h * 0.04, w * 0.9, fy + h * 0.04, P.accent2, 5);
  return doc(w, h, roomDefs(COOL), body + plant(w * 0.94, h * 0.99, m * 0.16, rng));
}
