import type { SVGProps } from 'react';

// Hairline icons drawn to match the brand's fine rules: 1.2 px strokes on a 32 px grid.
const common: SVGProps<SVGSVGElement> = {
  viewBox: '0 0 32 32',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
};

/** A key: doors that open only for members. */
export function KeyIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...common} {...props}>
      <circle cx="10" cy="16" r="5" />
      <path d="M15 16h13M24 16v4M20 16v3" />
    </svg>
  );
}

/** A concierge bell. */
export function BellIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...common} {...props}>
      <path d="M5 23h22M7 23a9 9 0 0 1 18 0M16 14v-2M13.5 10.5h5" />
      <path d="M4 26h24" />
    </svg>
  );
}

/** A globe: the network of partners. */
export function GlobeIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...common} {...props}>
      <circle cx="16" cy="16" r="11" />
      <path d="M5 16h22M16 5c3.2 3 4.8 6.7 4.8 11S19.2 24 16 27c-3.2-3-4.8-6.7-4.8-11S12.8 8 16 5z" />
    </svg>
  );
}
