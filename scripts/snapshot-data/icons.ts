/**
 * Pictograms drawn with plain shapes in a 200 × 200 box centred on the origin. `main` is the icon's
 * colour, `accent` its highlight and `ink` the detail colour; callers place them with `placeIcon`.
 */
import { circle, ellipse, group, line, n, path, poly, polyline, rect, rrect } from './svg';

export type IconColors = { main: string; accent: string; ink: string; light: string };
type Icon = (c: IconColors) => string;

const heart: Icon = (c) =>
  path(
    'M0 72 C-62 30 -96 0 -96 -34 C-96 -70 -56 -92 -30 -76 C-15 -67 -5 -56 0 -46 C5 -56 15 -67 30 -76 C56 -92 96 -70 96 -34 C96 0 62 30 0 72Z',
    c.main,
  ) +
  polyline(
    [
      [-78, -12],
      [-38, -12],
      [-24, -42],
      [-6, 26],
      [10, -30],
      [22, -12],
      [78, -12],
    ],
    c.light,
    9,
  );

const tooth: Icon = (c) =>
  path(
    'M-58 -74 C-82 -74 -92 -46 -86 -20 C-80 6 -70 22 -66 52 C-61 84 -44 92 -37 70 C-29 44 -20 18 0 18 C20 18 29 44 37 70 C44 92 61 84 66 52 C70 22 80 6 86 -20 C92 -46 82 -74 58 -74 C38 -74 24 -60 0 -60 C-24 -60 -38 -74 -58 -74Z',
    c.main,
  ) +
  path(
    'M-58 -52 C-70 -50 -72 -30 -66 -16',
    'none',
    `stroke="${c.light}" stroke-width="9" stroke-linecap="round"`,
  );

const eye: Icon = (c) =>
  path('M-96 0 Q0 -84 96 0 Q0 84 -96 0Z', c.light, `stroke="${c.main}" stroke-width="8"`) +
  circle(0, 0, 38, c.main) +
  circle(0, 0, 17, c.ink) +
  circle(12, -12, 7, c.light);

const cross: Icon = (c) => rrect(-26, -82, 52, 164, 10, c.main) + rrect(-82, -26, 164, 52, 10, c.main);

const capsule: Icon = (c) =>
  group(
    'rotate(-35)',
    path('M-92 0 A34 34 0 0 1 -58 -34 H0 V34 H-58 A34 34 0 0 1 -92 0Z', c.main) +
      path('M0 -34 H58 A34 34 0 0 1 58 34 H0Z', c.accent) +
      rect(-70, -20, 50, 10, c.light, 'rx="5" opacity="0.6"'),
  ) +
  circle(58, 62, 20, c.light, `stroke="${c.main}" stroke-width="5"`) +
  line(44, 62, 72, 62, c.main, 4);

const flask: Icon = (c) =>
  path('M-52 36 L-18 -22 V-70 H18 V-22 L52 36Z', c.accent) +
  path(
    'M-22 -88 H22 V-78 H16 V-28 L70 62 C78 76 68 92 52 92 H-52 C-68 92 -78 76 -70 62 L-16 -28 V-78 H-22Z',
    'none',
    `stroke="${c.main}" stroke-width="9" stroke-linejoin="round"`,
  ) +
  path('M-62 66 L-40 30 H40 L62 66 C66 76 60 84 50 84 H-50 C-60 84 -66 76 -62 66Z', c.main) +
  circle(-10, 50, 7, c.light) +
  circle(14, 64, 5, c.light) +
  circle(2, 10, 6, c.main);

const bone: Icon = (c) =>
  group(
    'rotate(-35)',
    rect(-62, -15, 124, 30, c.main) +
      circle(-64, -18, 22, c.main) +
      circle(-64, 18, 22, c.main) +
      circle(64, -18, 22, c.main) +
      circle(64, 18, 22, c.main),
  ) + path('M-20 72 Q0 56 20 72', 'none', `stroke="${c.accent}" stroke-width="8" stroke-linecap="round"`);

const teddy: Icon = (c) =>
  circle(-40, -62, 20, c.main) +
  circle(40, -62, 20, c.main) +
  circle(-40, -62, 10, c.accent) +
  circle(40, -62, 10, c.accent) +
  ellipse(0, 58, 52, 40, c.main) +
  circle(0, -22, 50, c.main) +
  ellipse(0, -6, 22, 16, c.light) +
  ellipse(0, -12, 8, 6, c.ink) +
  circle(-18, -34, 6, c.ink) +
  circle(18, -34, 6, c.ink) +
  ellipse(0, 62, 24, 20, c.accent);

const glasses: Icon = (c) => {
  const s = `stroke="${c.main}" stroke-width="11"`;
  return (
    circle(-46, 6, 36, c.light, s) +
    circle(46, 6, 36, c.light, s) +
    path('M-12 0 Q0 -14 12 0', 'none', s) +
    path('M-82 0 L-96 -22', 'none', `${s} stroke-linecap="round"`) +
    path('M82 0 L96 -22', 'none', `${s} stroke-linecap="round"`) +
    path('M-62 -6 Q-52 -18 -40 -16', 'none', `stroke="${c.accent}" stroke-width="7" stroke-linecap="round"`) +
    path('M30 -6 Q40 -18 52 -16', 'none', `stroke="${c.accent}" stroke-width="7" stroke-linecap="round"`)
  );
};

const cup: Icon = (c) =>
  ellipse(-6, 78, 86, 14, c.accent) +
  path('M-70 -20 H58 V30 C58 62 34 76 -6 76 C-46 76 -70 62 -70 30Z', c.main) +
  circle(66, 14, 26, 'none', `stroke="${c.main}" stroke-width="12"`) +
  rect(-70, -20, 128, 12, c.ink, 'opacity="0.25"') +
  ['M-40 -40 C-52 -56 -28 -64 -40 -84', 'M-6 -40 C-18 -56 6 -64 -6 -84', 'M28 -40 C16 -56 40 -64 28 -84']
    .map((d) => path(d, 'none', `stroke="${c.main}" stroke-width="7" stroke-linecap="round" opacity="0.7"`))
    .join('');

const bank: Icon = (c) =>
  poly(
    [
      [-92, -40],
      [0, -92],
      [92, -40],
    ],
    c.main,
  ) +
  rect(-86, -40, 172, 12, c.main) +
  [-64, -24, 16, 56].map((x) => rect(x - 10, -22, 20, 86, c.main)).join('') +
  rect(-92, 66, 184, 14, c.main) +
  rect(-100, 82, 200, 12, c.main) +
  circle(0, -58, 12, c.accent);

const flower: Icon = (c) =>
  path('M0 20 C-6 50 4 76 0 96', 'none', `stroke="${c.ink}" stroke-width="8" stroke-linecap="round"`) +
  path('M2 70 C20 46 46 46 58 52 C46 70 24 78 2 70Z', c.ink) +
  [0, 60, 120, 180, 240, 300]
    .map((a) => group(`rotate(${a} 0 -28)`, ellipse(0, -66, 22, 38, c.main)))
    .join('') +
  circle(0, -28, 22, c.accent);

const plane: Icon = (c) =>
  circle(0, 0, 88, 'none', `stroke="${c.accent}" stroke-width="5" stroke-dasharray="10 12"`) +
  poly(
    [
      [-12, -8],
      [20, -8],
      [-26, -84],
      [-46, -84],
    ],
    c.main,
  ) +
  poly(
    [
      [-12, 8],
      [20, 8],
      [-26, 84],
      [-46, 84],
    ],
    c.main,
  ) +
  poly(
    [
      [-72, -6],
      [-58, -6],
      [-82, -36],
      [-94, -36],
    ],
    c.main,
  ) +
  poly(
    [
      [-72, 6],
      [-58, 6],
      [-82, 36],
      [-94, 36],
    ],
    c.main,
  ) +
  ellipse(0, 0, 92, 13, c.main) +
  ellipse(70, 0, 14, 7, c.light);

const drop: Icon = (c) =>
  path('M0 -92 C30 -42 62 -6 62 30 C62 66 34 92 0 92 C-34 92 -62 66 -62 30 C-62 -6 -30 -42 0 -92Z', c.main) +
  rect(-8, 4, 16, 56, c.light, 'rx="4"') +
  rect(-28, 24, 56, 16, c.light, 'rx="4"');

const sparkle = (x: number, y: number, r: number, fill: string) =>
  path(
    `M${n(x)} ${n(y - r)} Q${n(x + r * 0.18)} ${n(y - r * 0.18)} ${n(x + r)} ${n(y)} Q${n(x + r * 0.18)} ${n(y + r * 0.18)} ${n(x)} ${n(y + r)} Q${n(x - r * 0.18)} ${n(y + r * 0.18)} ${n(x - r)} ${n(y)} Q${n(x - r * 0.18)} ${n(y - r * 0.18)} ${n(x)} ${n(y - r)}Z`,
    fill,
  );

const mirror: Icon = (c) =>
  rect(-12, 34, 24, 64, c.main, 'rx="8"') +
  ellipse(-10, -22, 58, 66, c.light, `stroke="${c.main}" stroke-width="12"`) +
  path('M-40 -44 Q-30 -66 -8 -70', 'none', `stroke="${c.accent}" stroke-width="7" stroke-linecap="round"`) +
  sparkle(58, -58, 28, c.accent) +
  sparkle(70, 10, 16, c.accent) +
  sparkle(36, -92, 10, c.accent);

const stethoscope: Icon = (c) =>
  path(
    'M-54 -84 V-30 A48 48 0 0 0 42 -30 V-84',
    'none',
    `stroke="${c.main}" stroke-width="11" stroke-linecap="round"`,
  ) +
  path(
    'M-6 18 V40 A38 38 0 0 0 32 78 H46',
    'none',
    `stroke="${c.main}" stroke-width="11" stroke-linecap="round"`,
  ) +
  circle(-54, -88, 9, c.ink) +
  circle(42, -88, 9, c.ink) +
  circle(64, 70, 24, c.accent, `stroke="${c.main}" stroke-width="9"`);

const sun: Icon = (c) =>
  Array.from({ length: 12 }, (_, i) => group(`rotate(${i * 30})`, rrect(-5, -96, 10, 26, 5, c.accent))).join(
    '',
  ) +
  circle(0, 0, 56, c.accent) +
  circle(-14, -14, 26, c.light, 'opacity="0.35"');

const thermometer: Icon = (c) =>
  rrect(-18, -92, 36, 140, 18, c.light, `stroke="${c.main}" stroke-width="8"`) +
  circle(0, 62, 32, c.accent, `stroke="${c.main}" stroke-width="8"`) +
  rect(-8, -40, 16, 96, c.accent) +
  circle(0, 62, 22, c.accent) +
  [-70, -50, -30, -10, 10].map((y) => line(22, y, 38, y, c.main, 5)).join('');

const calendar: Icon = (c) => {
  let cells = '';
  for (let r = 0; r < 3; r += 1)
    for (let k = 0; k < 4; k += 1)
      cells += rrect(
        -70 + k * 37,
        -14 + r * 32,
        28,
        24,
        4,
        r === 2 && k === 1 ? c.accent : c.main,
        r === 2 && k === 1 ? '' : 'opacity="0.25"',
      );
  return (
    rrect(-88, -74, 176, 164, 14, c.light, `stroke="${c.main}" stroke-width="8"`) +
    rect(-88, -74, 176, 44, c.main) +
    rrect(-56, -94, 14, 36, 7, c.ink) +
    rrect(42, -94, 14, 36, 7, c.ink) +
    cells
  );
};

const pin: Icon = (c) =>
  path('M0 92 C-16 52 -62 20 -62 -22 A62 62 0 0 1 62 -22 C62 20 16 52 0 92Z', c.main) +
  circle(0, -22, 24, c.light);

const envelope: Icon = (c) =>
  rrect(-90, -58, 180, 116, 12, c.light, `stroke="${c.main}" stroke-width="8"`) +
  polyline(
    [
      [-84, -50],
      [0, 14],
      [84, -50],
    ],
    c.main,
    8,
  );

const wheelchair: Icon = (c) =>
  circle(-6, -74, 14, c.main) +
  path(
    'M-14 -52 L-10 6 H38 L58 60',
    'none',
    `stroke="${c.main}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"`,
  ) +
  path('M-12 -24 H28', 'none', `stroke="${c.main}" stroke-width="12" stroke-linecap="round"`) +
  path('M-30 -16 A46 46 0 1 0 30 54', 'none', `stroke="${c.main}" stroke-width="12" stroke-linecap="round"`);

const bottle: Icon = (c) =>
  rrect(-14, -92, 28, 18, 4, c.ink) +
  path(
    'M-12 -74 H12 V-58 C30 -50 36 -38 36 -20 V78 C36 86 30 92 22 92 H-22 C-30 92 -36 86 -36 78 V-20 C-36 -38 -30 -50 -12 -58Z',
    c.accent,
  ) +
  rect(-36, -6, 72, 48, c.light, 'opacity="0.8"') +
  path('M-20 16 Q-10 4 0 16 T20 16', 'none', `stroke="${c.main}" stroke-width="6" stroke-linecap="round"`);

export const ICONS = {
  heart,
  tooth,
  eye,
  cross,
  capsule,
  flask,
  bone,
  teddy,
  glasses,
  cup,
  bank,
  flower,
  plane,
  drop,
  mirror,
  stethoscope,
  sun,
  thermometer,
  calendar,
  pin,
  envelope,
  wheelchair,
  bottle,
} satisfies Record<string, Icon>;

export type IconName = keyof typeof ICONS;

/** Draws an icon centred at (x, y) with the given width of its 200-unit box. */
export function placeIcon(
  name: IconName,
  x: number,
  y: number,
  size: number,
  colors: IconColors,
  rotate = 0,
) {
  const s = size / 200;
  return group(
    `translate(${n(x)} ${n(y)}) rotate(${rotate}) scale(${Math.round(s * 1000) / 1000})`,
    ICONS[name](colors),
  );
}
