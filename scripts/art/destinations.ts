/** Writes public/images/destinations/{slug}.svg for the 24 seeded destinations. */
import { isMain, writePublic } from './lib/files';
import { Defs, svgDoc } from './lib/svg';
import { H, W } from './lib/scene';
import { SCENES } from './scenes/index';

/** Alt text for each file; the slugs are the contract with the API seed. */
export const DESTINATION_LABELS: Record<string, string> = {
  aspen: 'Aspen, Colorado: the Maroon Bells above golden aspens',
  'napa-valley': 'Napa Valley, California: vineyard rows at sunset',
  'the-hamptons': 'The Hamptons, New York: a shingle house above the dunes',
  'big-sur': 'Big Sur, California: Bixby Creek Bridge over the Pacific',
  'jackson-hole': 'Jackson Hole, Wyoming: the Tetons behind a Mormon Row barn',
  'miami-beach': 'Miami Beach, Florida: an Art Deco hotel among palms',
  'amalfi-coast': 'Amalfi Coast, Italy: pastel houses terraced down the cliffs',
  paris: 'Paris, France: the Eiffel Tower at dusk',
  'st-moritz': 'St. Moritz, Switzerland: the frozen lake below the Alps',
  'saint-tropez': 'Saint-Tropez, France: yachts in the harbour at sunset',
  'lake-como': 'Lake Como, Italy: a lakeside villa with cypresses',
  santorini: 'Santorini, Greece: white houses and blue domes above the caldera',
  kyoto: 'Kyoto, Japan: a pagoda among autumn maples',
  tokyo: 'Tokyo, Japan: the skyline at dusk with Mount Fuji',
  dubai: 'Dubai, United Arab Emirates: the skyline and the Burj Khalifa',
  'paro-valley': "Paro Valley, Bhutan: the Tiger's Nest monastery on its cliff",
  singapore: 'Singapore: Marina Bay at dusk',
  udaipur: 'Udaipur, India: the Lake Palace on Lake Pichola',
  maldives: 'The Maldives: overwater villas on a turquoise lagoon',
  'bora-bora': 'Bora Bora, French Polynesia: Mount Otemanu above the lagoon',
  bali: 'Bali, Indonesia: rice terraces and palms',
  seychelles: 'Mahé, Seychelles: granite boulders on a white beach',
  'st-barts': 'St. Barts: a sheltered bay with red roofs and yachts',
  'turks-and-caicos': 'Providenciales, Turks and Caicos: turquoise shallows and white sand',
};

export function destinationSvg(slug: string): string {
  const scene = SCENES[slug];
  const label = DESTINATION_LABELS[slug];
  if (!scene || !label) throw new Error(`no scene for ${slug}`);
  const defs = new Defs();
  const body = scene(defs);
  return svgDoc(W, H, defs, body, label);
}

export function buildDestinations(only?: readonly string[]): void {
  for (const slug of Object.keys(DESTINATION_LABELS)) {
    if (only && only.length && !only.includes(slug)) continue;
    writePublic(`images/destinations/${slug}.svg`, destinationSvg(slug));
  }
}

if (isMain(import.meta.url)) buildDestinations(process.argv.slice(2));
