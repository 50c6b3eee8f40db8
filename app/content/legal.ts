/** The two legal pages (/terms, /privacy) and the figures they state. */
export { TERMS } from './legal/terms';
export { PRIVACY_POLICY } from './legal/privacy';
export {
  GIVEAWAY_MINIMUM_AGE,
  GOVERNING_LAW,
  LEGAL_EFFECTIVE_DATE,
  LEGAL_LAST_UPDATED,
  LEGAL_MINIMUM_AGE,
} from './legal/meta';
