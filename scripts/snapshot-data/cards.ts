/** Card-style illustrations: specialty pictograms, blog covers, vacant units and the contact map. */
import { placeIcon, type IconColors, type IconName } from './icons';
import {
  PALETTES,
  between,
  circle,
  doc,
  group,
  line,
  linear,
  n,
  path,
  poly,
  radial,
  rect,
  rngFrom,
  rrect,
  text,
  type PaletteName,
  type Rng,
} from './svg';

const colorsOf = (p: PaletteName): IconColors => {
  const P = PALETTES[p];
  return { main: P.bg1, accent: P.accent, ink: P.ink, light: P.light };
};

function plus(x: number, y: number, s: number, fill: string, extra = '') {
  return (
    rect(x - s / 2, y - s / 6, s, s / 3, fill, extra) + rect(x - s / 6, y - s / 2, s / 3, s, fill, extra)
  );
}

function decor(w: number, h: number, rng: Rng, p: PaletteName, avoid: { x: number; y: number; r: number }) {
  const P = PALETTES[p];
  const m = Math.min(w, h);
  let out = '';
  for (let i = 0; i < 4; i += 1) {
    out += circle(
      between(rng, 0, w),
      between(rng, 0, h),
      m * between(rng, 0.12, 0.32),
      P.light,
      `opacity="${n(between(rng, 0.05, 0.11))}"`,
    );
  }
  const gx = rng() < 0.5 ? w * 0.06 : w * 0.72;
  const gy = rng() < 0.5 ? h * 0.08 : h * 0.7;
  for (let r = 0; r < 4; r += 1)
    for (let c = 0; c < 6; c += 1)
      out += circle(gx + c * m * 0.035, gy + r * m * 0.035, m * 0.006, P.light, 'opacity="0.45"');
  out += circle(
    avoid.x,
    avoid.y,
    avoid.r * 1.3,
    'none',
    `stroke="${P.light}" stroke-width="${n(m * 0.004)}" opacity="0.25"`,
  );
  out += circle(
    avoid.x,
    avoid.y,
    avoid.r * 1.6,
    'none',
    `stroke="${P.light}" stroke-width="${n(m * 0.003)}" opacity="0.15" stroke-dasharray="${n(m * 0.02)} ${n(m * 0.02)}"`,
  );
  for (let i = 0; i < 5; i += 1) {
    let x = 0;
    let y = 0;
    do {
      x = between(rng, w * 0.05, w * 0.95);
      y = between(rng, h * 0.08, h * 0.92);
    } while (Math.hypot(x - avoid.x, y - avoid.y) < avoid.r * 1.5);
    out += plus(x, y, m * between(rng, 0.03, 0.06), P.accent, `opacity="${n(between(rng, 0.5, 0.9))}"`);
  }
  return out;
}

/** One pictogram on a disc over a gradient: the directory and medical-grid cards. */
export function iconCard(w: number, h: number, o: { icon: IconName; palette: PaletteName; seed: number }) {
  const rng = rngFrom(o.seed);
  const P = PALETTES[o.palette];
  const m = Math.min(w, h);
  const cx = w * between(rng, 0.4, 0.6);
  const cy = h * 0.5;
  const r = m * 0.3;
  const defs =
    linear(
      'bg',
      [
        [0, P.bg1],
        [1, P.bg2],
      ],
      0,
      0,
      1,
      1,
    ) +
    radial('glow', [
      [0, '#ffffff', 0.35],
      [1, '#ffffff', 0],
    ]);
  const body =
    rect(0, 0, w, h, 'url(#bg)') +
    decor(w, h, rng, o.palette, { x: cx, y: cy, r }) +
    circle(cx, cy, r * 1.5, 'url(#glow)') +
    circle(cx + m * 0.015, cy + m * 0.022, r, P.ink, 'opacity="0.25"') +
    circle(cx, cy, r, P.light) +
    placeIcon(o.icon, cx, cy, r * 1.25, colorsOf(o.palette));
  return doc(w, h, defs, body);
}

/** A blog cover: one large pictogram and two smaller ones over a gradient with a horizon band. */
export function coverCard(
  w: number,
  h: number,
  o: { icons: [IconName, IconName, IconName]; palette: PaletteName; seed: number },
) {
  const rng = rngFrom(o.seed);
  const P = PALETTES[o.palette];
  const m = Math.min(w, h);
  const big = { x: w * 0.34, y: h * 0.5, r: m * 0.3 };
  const defs =
    linear(
      'bg',
      [
        [0, P.bg1],
        [1, P.bg2],
      ],
      0,
      0,
      1,
      1,
    ) +
    linear(
      'band',
      [
        [0, P.light, 0.18],
        [1, P.light, 0],
      ],
      0,
      0,
      1,
      0,
    );
  let body = rect(0, 0, w, h, 'url(#bg)') + decor(w, h, rng, o.palette, big);
  body += path(
    `M0 ${n(h * 0.78)} Q${n(w * 0.5)} ${n(h * 0.68)} ${n(w)} ${n(h * 0.8)} V${n(h)} H0Z`,
    'url(#band)',
  );
  body +=
    circle(big.x + m * 0.015, big.y + m * 0.022, big.r, P.ink, 'opacity="0.25"') +
    circle(big.x, big.y, big.r, P.light);
  body += placeIcon(o.icons[0], big.x, big.y, big.r * 1.25, colorsOf(o.palette));
  const small = [
    { x: w * 0.72, y: h * 0.32, r: m * 0.15 },
    { x: w * 0.8, y: h * 0.68, r: m * 0.13 },
  ];
  small.forEach((s, i) => {
    body += circle(s.x, s.y, s.r, P.light, 'opacity="0.92"');
    body += placeIcon(o.icons[i + 1] as IconName, s.x, s.y, s.r * 1.2, colorsOf(o.palette));
  });
  body += line(
    big.x + big.r,
    big.y,
    small[0]!.x - small[0]!.r,
    small[0]!.y,
    P.light,
    m * 0.004,
    'stroke-dasharray="8 10" opacity="0.6"',
  );
  body += line(
    big.x + big.r,
    big.y,
    small[1]!.x - small[1]!.r,
    small[1]!.y,
    P.light,
    m * 0.004,
    'stroke-dasharray="8 10" opacity="0.6"',
  );
  return doc(w, h, defs, body);
}

type Vacant = {
  kind: 'shop' | 'office' | 'corner';
  sign: string;
  unit: string;
  area: string;
  span: string;
  palette: PaletteName;
  seed: number;
};

/** An empty unit with its "for rent" sign and a dimension line. */
export function vacantUnit(w: number, h: number, o: Vacant) {
  const P = PALETTES[o.palette];
  const rng = rngFrom(o.seed);
  const defs =
    linear('sky', [
      [0, '#9ecae1'],
      [1, '#e8f3fa'],
    ]) +
    linear(
      'glass',
      [
        [0, '#cfe6ee'],
        [1, '#8fb3c4'],
      ],
      0,
      0,
      1,
      1,
    ) +
    linear('floor', [
      [0, '#d8cfc2'],
      [1, '#b9ab98'],
    ]) +
    linear('wall', [
      [0, '#f5f1ea'],
      [1, '#e6dfd3'],
    ]);
  let body = '';
  const signBox = (x: number, y: number, sw: number) => {
    const sh = sw * 0.62;
    return (
      rect(x + sw * 0.03, y + sw * 0.04, sw, sh, '#000', 'opacity="0.18"') +
      rect(x, y, sw, sh, '#ffffff') +
      rect(x, y, sw, sh * 0.3, P.accent2) +
      text(x + sw / 2, y + sh * 0.22, o.sign, sw * 0.11, '#ffffff', { weight: 'bold' }) +
      text(x + sw / 2, y + sh * 0.55, o.unit, sw * 0.1, P.ink, { weight: 'bold' }) +
      text(x + sw / 2, y + sh * 0.82, o.area, sw * 0.12, P.bg1, { weight: 'bold' })
    );
  };
  const dimension = (x1: number, x2: number, y: number) =>
    line(x1, y, x2, y, P.ink, 3) +
    poly(
      [
        [x1, y],
        [x1 + 16, y - 8],
        [x1 + 16, y + 8],
      ],
      P.ink,
    ) +
    poly(
      [
        [x2, y],
        [x2 - 16, y - 8],
        [x2 - 16, y + 8],
      ],
      P.ink,
    ) +
    rect((x1 + x2) / 2 - 60, y - 20, 120, 40, '#ffffff') +
    text((x1 + x2) / 2, y + 9, o.span, 24, P.ink, { weight: 'bold' });

  if (o.kind === 'office') {
    // Empty consulting room seen from the door: window, clinical sink, bare floor.
    const fy = h * 0.66;
    body += rect(0, 0, w, fy, 'url(#wall)') + rect(0, fy, w, h - fy, 'url(#floor)');
    for (let i = 1; i < 8; i += 1)
      body += line(w / 2, fy, (i / 8) * w * 2 - w / 2, h, '#a89a86', 2, 'opacity="0.5"');
    body += rect(0, fy - 10, w, 10, '#cfc5b6');
    body +=
      rect(w * 0.08, h * 0.14, w * 0.42, h * 0.34, '#ffffff') +
      rect(w * 0.095, h * 0.16, w * 0.39, h * 0.3, 'url(#sky)');
    body += line(w * 0.29, h * 0.16, w * 0.29, h * 0.46, '#ffffff', 6);
    body += poly(
      [
        [w * 0.1, h * 0.46],
        [w * 0.2, h * 0.33],
        [w * 0.3, h * 0.46],
      ],
      '#c9b8a0',
      'opacity="0.7"',
    );
    body += rect(w * 0.6, h * 0.5, w * 0.16, h * 0.06, '#ffffff', 'stroke="#b9c2c8" stroke-width="3"');
    body +=
      rect(w * 0.66, h * 0.42, w * 0.04, h * 0.08, '#b9c2c8') +
      rect(w * 0.665, fy - h * 0.1, w * 0.03, h * 0.1, '#c8d0d6');
    body +=
      rect(w * 0.82, h * 0.2, w * 0.16, fy - h * 0.2, '#d9cdb9', 'stroke="#bfae94" stroke-width="4"') +
      circle(w * 0.84, h * 0.45, 5, '#8a7a62');
    body += signBox(w * 0.55, h * 0.12, w * 0.22);
    body += dimension(w * 0.08, w * 0.92, h * 0.86);
    return doc(w, h, defs, body);
  }

  const gy = h * 0.76;
  body += rect(0, 0, w, h, 'url(#sky)');
  body += rect(0, gy, w, h - gy, '#cfc8bd') + rect(0, gy, w, 8, '#b8afa2');
  if (o.kind === 'corner') {
    // Two glass frontages meeting at a corner column, under a terrace roof.
    const top = h * 0.2;
    body += poly(
      [
        [w * 0.06, top],
        [w * 0.5, top + h * 0.06],
        [w * 0.5, gy],
        [w * 0.06, gy - h * 0.04],
      ],
      '#e9e2d6',
    );
    body += poly(
      [
        [w * 0.5, top + h * 0.06],
        [w * 0.94, top],
        [w * 0.94, gy - h * 0.04],
        [w * 0.5, gy],
      ],
      '#ded5c6',
    );
    body += poly(
      [
        [w * 0.1, top + h * 0.12],
        [w * 0.46, top + h * 0.17],
        [w * 0.46, gy - h * 0.02],
        [w * 0.1, gy - h * 0.05],
      ],
      'url(#glass)',
    );
    body += poly(
      [
        [w * 0.54, top + h * 0.17],
        [w * 0.9, top + h * 0.12],
        [w * 0.9, gy - h * 0.05],
        [w * 0.54, gy - h * 0.02],
      ],
      'url(#glass)',
    );
    body += rect(w * 0.48, top + h * 0.04, w * 0.04, gy - top - h * 0.04, P.bg1);
    body += poly(
      [
        [0, top - h * 0.02],
        [w * 0.5, top + h * 0.05],
        [w, top - h * 0.02],
        [w, top - h * 0.07],
        [w * 0.5, top],
        [0, top - h * 0.07],
      ],
      P.bg1,
    );
    [0.04, 0.96].forEach((t) => (body += rect(w * t - 6, top - h * 0.02, 12, gy - top, P.ink)));
    for (let i = 0; i < 3; i += 1) {
      const tx = w * (0.16 + i * 0.11);
      body +=
        rect(tx - 3, gy + h * 0.02, 6, h * 0.09, P.ink) +
        rect(tx - w * 0.02, gy + h * 0.1, w * 0.04, 5, P.ink);
      body += `<ellipse cx="${n(tx)}" cy="${n(gy + h * 0.02)}" rx="${n(w * 0.04)}" ry="${n(h * 0.012)}" fill="#ffffff" stroke="${P.ink}" stroke-width="3"/>`;
    }
    body += signBox(w * 0.6, h * 0.36, w * 0.22);
    body += dimension(w * 0.06, w * 0.94, h * 0.92);
    return doc(w, h, defs, body);
  }
  // A straight shop front between two columns.
  const top = h * 0.16;
  body += rect(w * 0.04, top, w * 0.92, gy - top, '#ece6dc');
  body += rect(w * 0.04, top, w * 0.92, h * 0.1, P.bg1);
  body += rect(w * 0.1, top + h * 0.14, w * 0.8, gy - top - h * 0.14, 'url(#glass)');
  for (let i = 0; i < 4; i += 1) {
    const x = w * (0.14 + i * 0.2 + between(rng, 0, 0.04));
    body += poly(
      [
        [x, top + h * 0.14],
        [x + w * 0.05, top + h * 0.14],
        [x - w * 0.06, gy],
        [x - w * 0.11, gy],
      ],
      '#ffffff',
      'opacity="0.25"',
    );
  }
  body += line(w * 0.5, top + h * 0.14, w * 0.5, gy, '#6b7f8a', 5);
  body +=
    rect(w * 0.04, top, w * 0.06, gy - top, '#d8cfc1') + rect(w * 0.9, top, w * 0.06, gy - top, '#d8cfc1');
  body += signBox(w * 0.56, h * 0.34, w * 0.26);
  body += dimension(w * 0.1, w * 0.9, h * 0.9);
  return doc(w, h, defs, body);
}

/** A stylised street map with the plaza pin, for the contact post. */
export function contactMap(
  w: number,
  h: number,
  o: { palette: PaletteName; seed: number; label: string; street: string },
) {
  const P = PALETTES[o.palette];
  const rng = rngFrom(o.seed);
  const defs = linear(
    'bg',
    [
      [0, '#f3efe6'],
      [1, '#e9e3d6'],
    ],
    0,
    0,
    1,
    1,
  );
  let body = rect(0, 0, w, h, 'url(#bg)');
  const cols = 6;
  const rows = 5;
  const bw = w / cols;
  const bh = h / rows;
  for (let r = 0; r < rows; r += 1)
    for (let c = 0; c < cols; c += 1) {
      const park = r === 1 && c === 4;
      const fill = park ? '#b7d7a8' : rng() < 0.2 ? '#e2d5c0' : '#ddd6ca';
      body += rrect(c * bw + 12, r * bh + 12, bw - 24, bh - 24, 8, fill);
      if (park)
        for (let i = 0; i < 5; i += 1)
          body += circle(
            c * bw + between(rng, 30, bw - 30),
            r * bh + between(rng, 30, bh - 30),
            12,
            '#8fbf7f',
          );
    }
  body += group(
    `rotate(-18 ${n(w / 2)} ${n(h / 2)})`,
    rect(-w * 0.2, h * 0.56, w * 1.4, 34, '#ffffff') +
      rect(-w * 0.2, h * 0.56 + 15, w * 1.4, 4, P.accent, 'opacity="0.7"'),
  );
  body += group(
    `rotate(-18 ${n(w / 2)} ${n(h / 2)})`,
    text(w * 0.22, h * 0.56 + 25, o.street, 18, '#6b6255', { weight: 'bold', extra: 'letter-spacing="4"' }),
  );
  const px = w * 0.5;
  const py = h * 0.42;
  body += circle(px, py + h * 0.13, 26, P.bg1, 'opacity="0.18"');
  body += placeIcon('pin', px, py, h * 0.3, {
    main: P.accent2,
    accent: P.accent,
    ink: P.ink,
    light: '#ffffff',
  });
  body +=
    rrect(px - 110, py - h * 0.26, 220, 44, 22, P.bg1) +
    text(px, py - h * 0.26 + 30, o.label, 22, '#ffffff', { weight: 'bold' });
  const chip = (x: number, icon: IconName) =>
    circle(x, h * 0.86, 40, '#ffffff', `stroke="${P.bg1}" stroke-width="4"`) +
    placeIcon(icon, x, h * 0.86, 52, { main: P.bg1, accent: P.accent, ink: P.ink, light: '#ffffff' });
  body += chip(w * 0.8, 'envelope') + chip(w * 0.9, 'calendar');
  return doc(w, h, defs, body);
}
