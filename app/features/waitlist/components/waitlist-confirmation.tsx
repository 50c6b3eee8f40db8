import {
  WaitlistFoundingPerk,
  WaitlistOnwardLinks,
  WaitlistReserved,
} from './waitlist-confirmation-sections';

/** Spec 2.7: the fixed list position, next steps, the founding perk and how to reach us. */
export function WaitlistConfirmation() {
  return (
    <>
      <WaitlistReserved />
      <WaitlistFoundingPerk />
      <WaitlistOnwardLinks />
    </>
  );
}
