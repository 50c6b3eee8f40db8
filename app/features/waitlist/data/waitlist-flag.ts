export { WAITLIST_JOINED_KEY, markWaitlistJoined, hasJoinedWaitlist } from '@app/lib/waitlist-flag';
