// A booking's itinerary (issue 38): flights, stays, transfers and notes, checked against the
// airport data, read by the member and their calendar, written by the console; owns its table.
export { itineraryBody } from './itinerary-body';
export { itineraryRoutes, TRIP_NOT_FOUND_MESSAGE } from './routes';
export type { ItineraryDeps } from './itinerary-deps';
export { resolveItinerary, type ResolvedItem } from './resolve-items';
export { planItinerary, type ItineraryPlan } from './itinerary-plan';
export { readItinerary, writeItinerary, type StoredItinerary } from './itinerary-store';
export { eraseMemberItineraries, memberItineraries, itineraryAnswer } from './member-itinerary';
export { notifyItineraryChanged, tripPath } from './itinerary-notice';
export { itemIssues } from './item-issues';
export { itemLabel } from './change-words';
