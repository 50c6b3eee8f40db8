export interface JetSeed {
  id: string;
  name: string;
  type: string;
  capacity: number;
  range: string;
  /** integer cents of the hourly rate in USD */
  hourlyRateCents: number;
  description: string;
}

/** The six jets in display order (the home page shows the first three). Ids are image names. */
export const JETS: readonly JetSeed[] = [
  {
    id: 'global-7500',
    name: 'Bombardier Global 7500',
    type: 'Ultra Long Range',
    capacity: 19,
    range: '7,700 nm',
    hourlyRateCents: 1_350_000,
    description:
      'One of the largest purpose-built business jets, with four living spaces, a dedicated crew rest area and the range to fly New York to Hong Kong nonstop.',
  },
  {
    id: 'gulfstream-g650er',
    name: 'Gulfstream G650ER',
    type: 'Ultra Long Range',
    capacity: 19,
    range: '7,500 nm',
    hourlyRateCents: 1_250_000,
    description:
      "A Mach 0.925 ultra-long-range jet that links New York with Tokyo or Dubai nonstop, in a wide cabin lined with Gulfstream's panoramic oval windows.",
  },
  {
    id: 'falcon-8x',
    name: 'Dassault Falcon 8X',
    type: 'Long Range',
    capacity: 14,
    range: '6,450 nm',
    hourlyRateCents: 980_000,
    description:
      'A three-engine long-range jet with the longest cabin in the Falcon family and the short-field performance to reach demanding mountain airports such as Aspen.',
  },
  {
    id: 'challenger-350',
    name: 'Bombardier Challenger 350',
    type: 'Super Midsize',
    capacity: 10,
    range: '3,200 nm',
    hourlyRateCents: 720_000,
    description:
      'The best-selling super-midsize jet of the past decade, flying up to ten passengers coast to coast across the United States in a wide, flat-floor cabin.',
  },
  {
    id: 'citation-latitude',
    name: 'Cessna Citation Latitude',
    type: 'Midsize',
    capacity: 9,
    range: '2,700 nm',
    hourlyRateCents: 540_000,
    description:
      'A midsize jet with a six-foot, flat-floor stand-up cabin, suited to nonstop flights of up to five hours such as Los Angeles to Miami.',
  },
  {
    id: 'phenom-300e',
    name: 'Embraer Phenom 300E',
    type: 'Light Jet',
    capacity: 9,
    range: '2,010 nm',
    hourlyRateCents: 430_000,
    description:
      'The most-delivered light jet of the past decade, cruising at up to 464 knots with a private lavatory and one of the quietest cabins in its class.',
  },
];

export const jetImageUrl = (id: string) => `/images/jets/${id}.svg`;
