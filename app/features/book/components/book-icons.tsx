import type { ComponentType, SVGProps } from 'react';
import type { IconName } from '@app/content/types';

// Hairline glyphs in the brand's stroke (1.2 px on a 32 px grid), for the icon names the book's
// copy uses. Unknown names fall back to the star so a new card never renders empty.
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
  book: svg(['M6 7h8a3 3 0 0 1 3 3v16a2 2 0 0 0-2-2H6z', 'M26 7h-8a1 1 0 0 0-1 1', 'M26 7v17h-9']),
  gift: svg([
    'M5 12h22v5H5z',
    'M7 17v10h18V17',
    'M16 12v15',
    'M16 12c-2-5-8-6-8-2s8 2 8 2c2-5 8-6 8-2s-8 2-8 2',
  ]),
  phone: svg([
    'M9 5h4l2 6-3 2a14 14 0 0 0 7 7l2-3 6 2v4a2 2 0 0 1-2 2C14 25 7 18 7 7a2 2 0 0 1 2-2z',
  ]),
  'file-text': svg(['M8 4h11l6 6v18H8z', 'M19 4v6h6', 'M12 16h9M12 20h9M12 24h6']),
  key: svg(['M15 16a5 5 0 1 1-10 0 5 5 0 0 1 10 0z', 'M15 16h13M24 16v4M20 16v3']),
  shield: svg(['M16 4l10 4v7c0 6.5-4.3 11-10 13C10.3 26 6 21.5 6 15V8z', 'M11.5 16l3 3 6-6']),
  check: svg(['M7 16.5l5.5 5.5L25 10']),
  smartphone: svg([
    'M10 4h12a1.5 1.5 0 0 1 1.5 1.5v21A1.5 1.5 0 0 1 22 28H10a1.5 1.5 0 0 1-1.5-1.5v-21A1.5 1.5 0 0 1 10 4z',
    'M14 24h4',
  ]),
  star: svg(['M16 4l3.6 7.4 8.1 1.2-5.9 5.7 1.4 8.1L16 22.6l-7.2 3.8 1.4-8.1-5.9-5.7 8.1-1.2z']),
};

export function BookIcon({ name, ...props }: { name: IconName } & SVGProps<SVGSVGElement>) {
  const Glyph = ICONS[name] ?? ICONS.star!;
  return <Glyph {...props} />;
}
