import type { ComponentType, SVGProps } from 'react';
import type { IconName } from '@app/content/types';

// Hairline glyphs (1.2 px on a 32 px grid) for the icon names the giveaway copy uses; unknown
// names fall back to the sparkle so a card never renders empty.
type Icon = ComponentType<SVGProps<SVGSVGElement>>;

const svg = (paths: string[]): Icon => {
  function Glyph(props: SVGProps<SVGSVGElement>) {
    return (
      <svg
        viewBox="0 0 32 32"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
        {...props}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  }
  return Glyph;
};

const ICONS: Partial<Record<IconName, Icon>> = {
  crown: svg(['M5 23l-1-13 7 6 5-9 5 9 7-6-1 13z', 'M5 27h22']),
  gift: svg([
    'M5 12h22v5H5z',
    'M7 17v10h18V17',
    'M16 12v15',
    'M16 12c-2-5-8-6-8-2s8 2 8 2c2-5 8-6 8-2s-8 2-8 2',
  ]),
  sparkles: svg(['M14 4l2 7 7 2-7 2-2 7-2-7-7-2 7-2z', 'M24 19l1 3 3 1-3 1-1 3-1-3-3-1 3-1z']),
  users: svg([
    'M12 15a5 5 0 1 0 0-10 5 5 0 0 0 0 10z',
    'M3 27c0-5 4-8 9-8s9 3 9 8',
    'M21 5.5a5 5 0 0 1 0 9.5',
    'M24 19.5c3 1 5 3.5 5 7.5',
  ]),
  calendar: svg([
    'M5 8h22v19H5z',
    'M5 13h22',
    'M11 4v6M21 4v6',
    'M10 18h3M15 18h3M20 18h2M10 22h3M15 22h3',
  ]),
  plane: svg(['M4 18l24-9-4 14-7-4-4 5v-7z', 'M13 17l15-8']),
};

export function WinIcon({ name, ...props }: { name: IconName } & SVGProps<SVGSVGElement>) {
  const Glyph = ICONS[name] ?? ICONS.sparkles!;
  return <Glyph {...props} />;
}
