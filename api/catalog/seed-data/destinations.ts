import type { DestinationCategory } from '@shared/constants';

export interface DestinationSeed {
  slug: string;
  name: string;
  country: string;
  region: string;
  nights: number;
  category: DestinationCategory;
  featured: boolean;
  description: string;
}

/** The 24 destinations agreed with the art and UI engineers; slugs are the image file names. */
export const DESTINATIONS: readonly DestinationSeed[] = [
  {
    slug: 'aspen',
    name: 'Aspen',
    country: 'United States',
    region: 'Colorado',
    nights: 4,
    category: 'usa',
    featured: true,
    description:
      "Aspen sits at nearly 8,000 feet in Colorado's Roaring Fork Valley, with four ski mountains a short drive from its Victorian downtown. Winter brings powder days on Aspen Mountain, and summer the wildflower trails of the Maroon Bells and the Aspen Music Festival.",
  },
  {
    slug: 'napa-valley',
    name: 'Napa Valley',
    country: 'United States',
    region: 'California',
    nights: 3,
    category: 'usa',
    featured: false,
    description:
      'Napa Valley stretches some 30 miles north of San Pablo Bay and is home to more than 400 wineries, many famed for their Cabernet Sauvignon. Days move between private cellar tastings, Michelin-starred tables in Yountville and hot-air balloon flights over the vines at dawn.',
  },
  {
    slug: 'the-hamptons',
    name: 'The Hamptons',
    country: 'United States',
    region: 'New York',
    nights: 4,
    category: 'usa',
    featured: false,
    description:
      "The Hamptons line the South Fork of Long Island with Atlantic beaches, shingled estates and villages that have drawn artists and New Yorkers since the nineteenth century. Summer days run from Cooper's Beach in Southampton to the galleries and farm stands of East Hampton.",
  },
  {
    slug: 'big-sur',
    name: 'Big Sur',
    country: 'United States',
    region: 'California',
    nights: 3,
    category: 'usa',
    featured: false,
    description:
      "Big Sur is the roughly 90-mile stretch of California's Central Coast where the Santa Lucia Mountains drop straight into the Pacific. Highway 1 crosses the Bixby Creek Bridge, redwoods shelter the canyons, and McWay Falls pours onto the sand at Julia Pfeiffer Burns State Park.",
  },
  {
    slug: 'jackson-hole',
    name: 'Jackson Hole',
    country: 'United States',
    region: 'Wyoming',
    nights: 5,
    category: 'usa',
    featured: false,
    description:
      'Jackson Hole is a high valley in western Wyoming framed by the Teton Range, with Grand Teton National Park at its door and Yellowstone to the north. Its mountain resort offers more than 4,000 vertical feet of skiing, and summer brings fly-fishing on the Snake River and wildlife drives across the valley floor.',
  },
  {
    slug: 'miami-beach',
    name: 'Miami Beach',
    country: 'United States',
    region: 'Florida',
    nights: 4,
    category: 'usa',
    featured: false,
    description:
      'Miami Beach is a barrier island between Biscayne Bay and the Atlantic, known for its pastel Art Deco Historic District and wide white-sand beaches. Evenings belong to the restaurants of Collins Avenue, yacht charters on the bay and the galleries that fill the city each December for Art Basel.',
  },
  {
    slug: 'amalfi-coast',
    name: 'Amalfi Coast',
    country: 'Italy',
    region: 'Campania',
    nights: 6,
    category: 'europe',
    featured: true,
    description:
      'The Amalfi Coast runs some 50 kilometres along the Sorrento Peninsula, its villages of Positano, Amalfi and Ravello stacked on cliffs above the Tyrrhenian Sea. A UNESCO World Heritage Site since 1997, it is best seen from the water, between lemon terraces, cliffside hotels and private boat days to Capri.',
  },
  {
    slug: 'paris',
    name: 'Paris',
    country: 'France',
    region: 'Île-de-France',
    nights: 5,
    category: 'europe',
    featured: false,
    description:
      'Paris unfolds along the Seine from the Louvre and the Tuileries to the Eiffel Tower and the Left Bank cafés of Saint-Germain-des-Prés. Days fill with private museum visits, haute couture ateliers on the Avenue Montaigne and dinners at some of the most celebrated restaurants in the world.',
  },
  {
    slug: 'st-moritz',
    name: 'St. Moritz',
    country: 'Switzerland',
    region: 'Graubünden',
    nights: 5,
    category: 'europe',
    featured: false,
    description:
      "St. Moritz sits at 1,822 metres in the Engadin valley, the alpine resort that hosted the Winter Olympics of 1928 and 1948. Its frozen lake stages polo and horse racing each winter, while Corviglia and Diavolezza offer skiing under the Engadin's famously sunny skies.",
  },
  {
    slug: 'saint-tropez',
    name: 'Saint-Tropez',
    country: 'France',
    region: "Provence-Alpes-Côte d'Azur",
    nights: 5,
    category: 'europe',
    featured: false,
    description:
      'Saint-Tropez is a former fishing village on the French Riviera whose old port fills with yachts every summer. Beyond its pastel harbour lie the beach clubs of Pampelonne Bay and the rosé vineyards of the Var hills.',
  },
  {
    slug: 'lake-como',
    name: 'Lake Como',
    country: 'Italy',
    region: 'Lombardy',
    nights: 4,
    category: 'europe',
    featured: false,
    description:
      'Lake Como is a deep, Y-shaped alpine lake in Lombardy, ringed by villas and gardens such as Villa del Balbianello and Villa Carlotta. Days pass by classic wooden motorboat between Bellagio, Varenna and Tremezzo, with the foothills of the Alps rising behind.',
  },
  {
    slug: 'santorini',
    name: 'Santorini',
    country: 'Greece',
    region: 'South Aegean',
    nights: 5,
    category: 'europe',
    featured: true,
    description:
      'Santorini is the rim of a flooded volcanic caldera in the Cyclades, its white villages of Oia and Fira set on cliffs some 300 metres above the sea. Evenings are for sunset over the caldera, Assyrtiko from volcanic vineyards and catamaran cruises to the hot springs.',
  },
  {
    slug: 'kyoto',
    name: 'Kyoto',
    country: 'Japan',
    region: 'Kyoto Prefecture',
    nights: 6,
    category: 'asia',
    featured: true,
    description:
      "Kyoto was Japan's imperial capital for more than a thousand years and still holds some 1,600 temples, from the golden pavilion of Kinkaku-ji to the vermilion gates of the Fushimi Inari shrine. Mornings in Arashiyama's bamboo grove give way to private tea ceremonies and kaiseki dinners in the lantern-lit lanes of Gion.",
  },
  {
    slug: 'tokyo',
    name: 'Tokyo',
    country: 'Japan',
    region: 'Kantō',
    nights: 5,
    category: 'asia',
    featured: false,
    description:
      "Japan's capital sets the quiet forest of Meiji Jingu minutes from the Shibuya crossing and the flagship stores of Ginza. Tokyo holds more Michelin-starred restaurants than any other city, from ten-seat sushi counters to formal kaiseki dining rooms.",
  },
  {
    slug: 'dubai',
    name: 'Dubai',
    country: 'United Arab Emirates',
    region: 'Emirate of Dubai',
    nights: 4,
    category: 'asia',
    featured: true,
    description:
      "Dubai rises from the Arabian Gulf coast around the Burj Khalifa, at 828 metres the world's tallest building, and the palm-shaped island of Palm Jumeirah. Beyond the city, the Dubai Desert Conservation Reserve offers falconry, dune drives and dinner under the stars.",
  },
  {
    slug: 'paro-valley',
    name: 'Paro Valley',
    country: 'Bhutan',
    region: 'Paro District',
    nights: 6,
    category: 'asia',
    featured: false,
    description:
      "The Paro Valley is Bhutan's gateway, a river valley of rice terraces, painted farmhouses and the fortress-monastery of Rinpung Dzong. Its signature hike climbs to Paro Taktsang, the Tiger's Nest monastery clinging to a cliff some 900 metres above the valley floor.",
  },
  {
    slug: 'singapore',
    name: 'Singapore',
    country: 'Singapore',
    region: 'Central Region',
    nights: 4,
    category: 'asia',
    featured: false,
    description:
      "Singapore is a garden city-state at the tip of the Malay Peninsula, where the Supertrees of Gardens by the Bay stand beside the Marina Bay skyline. Michelin-recognised hawker stalls share the city with some of Asia's finest dining rooms and the colonial grandeur of the Raffles Hotel, open since 1887.",
  },
  {
    slug: 'udaipur',
    name: 'Udaipur',
    country: 'India',
    region: 'Rajasthan',
    nights: 5,
    category: 'asia',
    featured: false,
    description:
      'Udaipur, the City of Lakes, was founded in 1559 as the capital of the kingdom of Mewar and is built around Lake Pichola in southern Rajasthan. The City Palace rises above the water, while the white marble Taj Lake Palace seems to float at its centre.',
  },
  {
    slug: 'maldives',
    name: 'The Maldives',
    country: 'Maldives',
    region: 'North Malé Atoll',
    nights: 7,
    category: 'islands',
    featured: true,
    description:
      'The Maldives is a chain of some 1,200 coral islands in 26 atolls across the Indian Ocean, where many resorts have an island to themselves. Overwater villas open straight onto lagoons for snorkelling with manta rays, reef sharks and turtles.',
  },
  {
    slug: 'bora-bora',
    name: 'Bora Bora',
    country: 'French Polynesia',
    region: 'Leeward Islands',
    nights: 7,
    category: 'islands',
    featured: true,
    description:
      "Bora Bora is a small island in French Polynesia's Society Islands, ringed by a turquoise lagoon and a barrier reef of sandy motus. The twin peaks of Mount Otemanu, an extinct volcano, rise above overwater bungalows, lagoon snorkelling with rays and sunset sails.",
  },
  {
    slug: 'bali',
    name: 'Bali',
    country: 'Indonesia',
    region: 'Lesser Sunda Islands',
    nights: 7,
    category: 'islands',
    featured: false,
    description:
      'Bali is an Indonesian island of Hindu temples, volcanic peaks and terraced rice fields such as the UNESCO-listed landscape of Jatiluwih. Days move from the jungle valleys around Ubud to clifftop sunsets over the Indian Ocean at Uluwatu.',
  },
  {
    slug: 'seychelles',
    name: 'Mahé',
    country: 'Seychelles',
    region: 'Inner Islands',
    nights: 7,
    category: 'islands',
    featured: false,
    description:
      "Mahé is the largest island of the Seychelles, its granite peaks and rainforest rising above dozens of beaches such as Anse Intendance and Beau Vallon. From here, boats and short flights reach the coco de mer palms of Praslin's Vallée de Mai and the granite boulders of La Digue.",
  },
  {
    slug: 'st-barts',
    name: 'St. Barts',
    country: 'Saint Barthélemy',
    region: 'French West Indies',
    nights: 6,
    category: 'islands',
    featured: true,
    description:
      "St. Barts is a small French island in the Caribbean, just 25 square kilometres of green hills and sheltered coves with beaches such as Saline and Shell Beach. Gustavia's harbour fills with yachts each winter, and its lanes with French boutiques and restaurants.",
  },
  {
    slug: 'turks-and-caicos',
    name: 'Providenciales',
    country: 'Turks and Caicos Islands',
    region: 'Caicos Islands',
    nights: 5,
    category: 'islands',
    featured: false,
    description:
      'Providenciales is the main island of the Turks and Caicos, and its Grace Bay Beach is a three-mile sweep of white sand on a calm, reef-protected lagoon. The barrier reef offshore, among the largest in the world, offers diving, bonefishing and boat days to uninhabited cays.',
  },
];

export const durationText = (nights: number) => `${nights + 1} Days / ${nights} Nights`;
export const destinationImageUrl = (slug: string) => `/images/destinations/${slug}.svg`;
