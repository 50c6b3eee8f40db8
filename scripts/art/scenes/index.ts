/** Every destination scene, keyed by the slug that names its image file. */
import { amalfi } from './amalfi-coast';
import { aspenScene } from './aspen';
import { bali } from './bali';
import { bigSur } from './big-sur';
import { boraBora } from './bora-bora';
import { dubai } from './dubai';
import { jacksonHole } from './jackson-hole';
import { kyoto } from './kyoto';
import { lakeComo } from './lake-como';
import { maldives } from './maldives';
import { miami } from './miami-beach';
import { napa } from './napa-valley';
import { paris } from './paris';
import { paro } from './paro-valley';
import { saintTropez } from './saint-tropez';
import { santorini } from './santorini';
import { seychelles } from './seychelles';
import { singapore } from './singapore';
import { stBarts } from './st-barts';
import { stMoritz } from './st-moritz';
import { hamptons } from './the-hamptons';
import { tokyo } from './tokyo';
import { provo } from './turks-and-caicos';
import { udaipur } from './udaipur';
import type { Scene } from './types';

export const SCENES: Record<string, Scene> = {
  aspen: aspenScene,
  'napa-valley': napa,
  'the-hamptons': hamptons,
  'big-sur': bigSur,
  'jackson-hole': jacksonHole,
  'miami-beach': miami,
  'amalfi-coast': amalfi,
  paris,
  'st-moritz': stMoritz,
  'saint-tropez': saintTropez,
  'lake-como': lakeComo,
  santorini,
  kyoto,
  tokyo,
  dubai,
  'paro-valley': paro,
  singapore,
  udaipur,
  maldives,
  'bora-bora': boraBora,
  bali,
  seychelles,
  'st-barts': stBarts,
  'turks-and-caicos': provo,
};
