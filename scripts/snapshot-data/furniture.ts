/** Room shell and furniture shared by the indoor illustrations. */
import {
  between,
  circle,
  ellipse,
  lerp,
  line,
  linear,
  n,
  path,
  pick,
  poly,
  rect,
  rrect,
  text,
  type Rng,
} from './svg';

export type RoomColors = { wall: [string, string]; floor: [string, string]; line: string };

export const roomDefs = (c: RoomColors) =>
  linear('wall', [
    [0, c.wall[0]],
    [1, c.wall[1]],
  ]) +
  linear('floor', [
    [0, c.floor[0]],
    [1, c.floor[1]],
  ]) +
  linear('sky', [
    [0, '#8ec5e6'],
    [1, '#e6f3fa'],
  ]) +
  linear(
    'metal',
    [
      [0, '#d7dde2'],
      [0.5, '#aeb7bf'],
      [1, '#cfd6dc'],
    ],
    0,
    0,
    1,
    0,
  );

/** Back wall down to `fy`, then a tiled floor in one-point perspective. */
export function roomShell(w: number, h: number, fy: number, c: RoomColors) {
  let out = rect(0, 0, w, fy, 'url(#wall)') + rect(0, fy, w, h - fy, 'url(#floor)');
  for (let i = -8; i <= 8; i += 1)
    out += line(w / 2 + (i * w) / 12, fy, w / 2 + (i * w * 2.4) / 12, h, c.line, 2, 'opacity="0.45"');
  for (let j = 1; j < 7; j += 1) {
    const y = fy + (h - fy) * (j / 7) ** 1.5;
    out += line(0, y, w, y, c.line, 2, 'opacity="0.45"');
  }
  return out + rect(0, fy - h * 0.012, w, h * 0.012, c.line);
}

export function chair(x: number, seatY: number, s: number, color: string) {
  return (
    rrect(x, seatY - s * 0.85, s, s * 0.75, s * 0.12, color) +
    rrect(x - s * 0.05, seatY - s * 0.12, s * 1.1, s * 0.22, s * 0.08, color) +
    rect(x - s * 0.05, seatY + s * 0.02, s * 1.1, s * 0.06, '#000000', 'opacity="0.15"') +
    rect(x + s * 0.08, seatY + s * 0.1, s * 0.06, s * 0.45, '#4a4f57') +
    rect(x + s * 0.86, seatY + s * 0.1, s * 0.06, s * 0.45, '#4a4f57')
  );
}

export function chairRow(x: number, seatY: number, count: number, s: number, colors: string[]) {
  let out = rect(x - s * 0.1, seatY + s * 0.12, count * s * 1.25, s * 0.06, '#4a4f57');
  for (let i = 0; i < count; i += 1) out += chair(x + i * s * 1.25, seatY, s, colors[i % colors.length]!);
  return out;
}

export function plant(x: number, baseY: number, s: number, rng: Rng) {
  let out = poly(
    [
      [x - s * 0.3, baseY - s * 0.55],
      [x + s * 0.3, baseY - s * 0.55],
      [x + s * 0.22, baseY],
      [x - s * 0.22, baseY],
    ],
    '#b5653b',
  );
  out += rect(x - s * 0.32, baseY - s * 0.6, s * 0.64, s * 0.08, '#9c522d');
  for (let i = 0; i < 9; i += 1) {
    const a = -170 + i * 20 + between(rng, -6, 6);
    const len = s * between(rng, 0.6, 1);
    const rad = (a * Math.PI) / 180;
    out += `<ellipse cx="${n(x + Math.cos(rad) * len * 0.5)}" cy="${n(baseY - s * 0.6 + Math.sin(rad) * len * 0.5)}" rx="${n(len * 0.5)}" ry="${n(s * 0.1)}" fill="${pick(rng, ['#2f6b3a', '#3f8a4b', '#5a9e6f'])}" transform="rotate(${Math.round(a)} ${n(x + Math.cos(rad) * len * 0.5)} ${n(baseY - s * 0.6 + Math.sin(rad) * len * 0.5)})"/>`;
  }
  return out;
}

export function windowPane(x: number, y: number, w: number, h: number, frame = '#ffffff') {
  return (
    rect(x - 8, y - 8, w + 16, h + 16, frame) +
    rect(x, y, w, h, 'url(#sky)') +
    poly(
      [
        [x, y + h],
        [x + w * 0.3, y + h * 0.62],
        [x + w * 0.55, y + h * 0.8],
        [x + w * 0.8, y + h * 0.58],
        [x + w, y + h * 0.75],
        [x + w, y + h],
      ],
      '#c2b59b',
      'opacity="0.7"',
    ) +
    line(x + w / 2, y, x + w / 2, y + h, frame, 6) +
    line(x, y + h * 0.45, x + w, y + h * 0.45, frame, 4)
  );
}

export function clock(x: number, y: number, r: number) {
  return (
    circle(x, y, r, '#ffffff', `stroke="#3d3d45" stroke-width="${n(r * 0.12)}"`) +
    line(x, y, x, y - r * 0.6, '#3d3d45', r * 0.1) +
    line(x, y, x + r * 0.45, y + r * 0.1, '#3d3d45', r * 0.08) +
    circle(x, y, r * 0.08, '#c8553d')
  );
}

export function wallArt(x: number, y: number, w: number, h: number, rng: Rng, colors: string[]) {
  let out = rect(x - 6, y - 6, w + 12, h + 12, '#3d3d45') + rect(x, y, w, h, '#fbf7ef');
  out += circle(x + w * between(rng, 0.3, 0.7), y + h * 0.45, Math.min(w, h) * 0.28, pick(rng, colors));
  out += rect(x + w * 0.1, y + h * 0.65, w * 0.8, h * 0.2, pick(rng, colors), 'opacity="0.8"');
  return out;
}

export function pendant(x: number, y: number, s: number, color: string) {
  return (
    line(x, 0, x, y, '#3d3d45', 2) +
    path(`M${n(x - s)} ${n(y + s * 0.6)} A${n(s)} ${n(s)} 0 0 1 ${n(x + s)} ${n(y + s * 0.6)}Z`, color) +
    ellipse(x, y + s * 0.62, s * 0.6, s * 0.12, '#fff3c4')
  );
}

export function screen(x: number, y: number, w: number, h: number, big?: string, small?: string) {
  let out = rect(x - 6, y - 6, w + 12, h + 12, '#22252b') + rect(x, y, w, h, '#15324a');
  if (big) out += text(x + w / 2, y + h * 0.58, big, h * 0.38, '#7fe3c6', { weight: 'bold' });
  if (small) out += text(x + w / 2, y + h * 0.85, small, h * 0.12, '#d6e9f2');
  if (!big)
    for (let i = 0; i < 4; i += 1)
      out += rect(
        x + w * 0.1,
        y + h * (0.18 + i * 0.18),
        w * (0.3 + ((i * 37) % 50) / 100),
        h * 0.08,
        '#4f8fbf',
      );
  return out;
}

export function counter(x: number, y: number, w: number, h: number, body: string, top: string) {
  return (
    rect(x, y, w, h, body) +
    rect(x - w * 0.02, y - h * 0.08, w * 1.04, h * 0.1, top) +
    rect(x, y + h * 0.92, w, h * 0.08, '#000000', 'opacity="0.15"')
  );
}

/** An abstract standing figure (no face): head and rounded body. */
export function figure(x: number, baseY: number, s: number, color: string) {
  return (
    circle(x, baseY - s * 1.72, s * 0.16, '#c8a07e') +
    path(
      `M${n(x - s * 0.26)} ${n(baseY)} V${n(baseY - s * 1.2)} Q${n(x - s * 0.26)} ${n(baseY - s * 1.5)} ${n(x)} ${n(baseY - s * 1.5)} Q${n(x + s * 0.26)} ${n(baseY - s * 1.5)} ${n(x + s * 0.26)} ${n(baseY - s * 1.2)} V${n(baseY)}Z`,
      color,
    )
  );
}

export function shelfUnit(
  x: number,
  y: number,
  w: number,
  h: number,
  rows: number,
  rng: Rng,
  colors: string[],
) {
  let out = rect(x, y, w, h, '#e9e4da') + rect(x, y, w, h, 'none', 'stroke="#b7ae9e" stroke-width="6"');
  const rowH = h / rows;
  for (let r = 0; r < rows; r += 1) {
    const base = y + (r + 1) * rowH;
    out += rect(x, base - 6, w, 6, '#b7ae9e');
    let cx = x + 6;
    while (cx < x + w - 14) {
      const iw = between(rng, 0.07, 0.14) * w;
      if (cx + iw > x + w - 6) break;
      const ih = rowH * between(rng, 0.45, 0.8);
      const color = pick(rng, colors);
      if (rng() < 0.3)
        out +=
          rrect(cx, base - 6 - ih, iw, ih, iw * 0.3, color) +
          rect(cx + iw * 0.3, base - 6 - ih - rowH * 0.08, iw * 0.4, rowH * 0.08, '#f6f4ee');
      else
        out +=
          rect(cx, base - 6 - ih, iw, ih, color) +
          rect(cx + iw * 0.15, base - 6 - ih * 0.7, iw * 0.7, ih * 0.25, '#ffffff', 'opacity="0.7"');
      cx += iw + between(rng, 2, 6);
    }
  }
  return out;
}

export const lerpPt = (a: [number, number], b: [number, number], t: number): [number, number] => [
  lerp(a[0], b[0], t),
  lerp(a[1], b[1], t),
];
