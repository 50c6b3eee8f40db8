/**
 * A business-jet side profile drawn in a 1000 x 260 box, nose to the right, so every scene can
 * place, scale and light the same aircraft.
 */

export const JET_BOX = { w: 1000, h: 260 } as const;

const FUSELAGE =
  'M58 150C92 133 150 122 250 118L812 115C892 115 955 131 1000 158C984 172 940 182 880 184L330 187C248 187 160 171 58 156Z';
const FIN = 'M266 119L150 20L86 14L122 128Z';
const STABILISER = 'M206 24C160 15 92 9 40 8L34 15C82 20 150 26 204 30Z';
const NACELLE =
  'M178 116C178 102 200 96 232 96L338 98C358 98 368 106 368 118C368 130 358 139 338 139L232 141C200 141 178 133 178 122Z';
const WING = 'M660 181L522 181L372 232L412 238L566 198Z';
const WINGLET = 'M372 232L358 200L372 200L392 234Z';
const WINDSHIELD = 'M896 124C912 124 930 130 944 138L906 140C900 136 896 130 896 124Z';

export interface JetStyle {
  /** Main body colour (a flat colour or a gradient url). */
  body: string;
  /** Engine and wing shade, a step darker than the body. */
  shade: string;
  /** Cabin windows: warm light at dusk, dark in daylight. */
  windows: string;
  /** Thin light along the top edge; empty to omit. */
  rim?: string;
  /** A cheatline along the fuselage; empty to omit. */
  stripe?: string;
}

function windows(fill: string): string {
  let out = '';
  for (let i = 0; i < 8; i++) {
    out += `<rect x="${420 + i * 50}" y="131" width="17" height="22" rx="8.5" fill="${fill}"/>`;
  }
  return out;
}

/** The jet as a <g>; place it with `transform`. */
export function jet(style: JetStyle, transform = ''): string {
  const t = transform ? ` transform="${transform}"` : '';
  const rim = style.rim
    ? `<path d="M120 134C170 124 220 119 260 118L812 115C880 115 940 127 985 148" fill="none" stroke="${style.rim}" stroke-width="3" stroke-linecap="round"/>`
    : '';
  const stripe = style.stripe
    ? `<path d="M300 170L880 167C920 166 960 160 990 152" fill="none" stroke="${style.stripe}" stroke-width="4"/>`
    : '';
  return (
    `<g${t}>` +
    `<path d="${STABILISER}" fill="${style.shade}"/>` +
    `<path d="${FIN}" fill="${style.body}"/>` +
    `<path d="${FUSELAGE}" fill="${style.body}"/>` +
    rim +
    stripe +
    `<path d="${NACELLE}" fill="${style.shade}"/>` +
    `<ellipse cx="364" cy="118" rx="6" ry="19" fill="${style.windows}" opacity=".35"/>` +
    `<path d="${WING}" fill="${style.shade}"/><path d="${WINGLET}" fill="${style.shade}"/>` +
    windows(style.windows) +
    `<path d="${WINDSHIELD}" fill="${style.windows}" opacity=".8"/>` +
    '</g>'
  );
}

export interface JetPlacement {
  x: number;
  y: number;
  /** Degrees; negative climbs. */
  angle: number;
  scale: number;
}

export function placement(p: JetPlacement): string {
  return `translate(${p.x} ${p.y}) rotate(${p.angle}) scale(${p.scale})`;
}

/** A contrail of `length` px that ends at the jet's tail, following its heading back. */
export function contrail(p: JetPlacement, length: number, bend = 0.25): string {
  const rad = (p.angle * Math.PI) / 180;
  const [tx, ty] = [58 * p.scale, 153 * p.scale];
  const ex = p.x + tx * Math.cos(rad) - ty * Math.sin(rad);
  const ey = p.y + tx * Math.sin(rad) + ty * Math.cos(rad);
  const [dx, dy] = [-Math.cos(rad), -Math.sin(rad)];
  const c1x = ex + dx * length * 0.45;
  const c1y = ey + dy * length * 0.45;
  // The far end drops below the heading, as a climb out of the horizon would leave it.
  const sx = ex + dx * length;
  const sy = ey + dy * length + length * bend;
  const r = (v: number): number => Math.round(v);
  return `M${r(sx)} ${r(sy)}Q${r(c1x)} ${r(c1y)} ${r(ex)} ${r(ey)}`;
}
