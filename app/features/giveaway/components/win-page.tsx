import { WinBonus, WinHero, WinPrize } from './win-page-sections';
import { WinRules } from './win-rules';

/** Spec 2.14: /win, the Dubai giveaway landing page. */
export function WinPage() {
  return (
    <>
      <WinHero />
      <WinPrize />
      <WinBonus />
      <WinRules />
    </>
  );
}
