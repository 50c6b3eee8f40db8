import { BRAND } from '@shared/brand';

/** The investment disclaimer and trademark notices every page carries (spec 1). */
export function FooterLegal() {
  return (
    <div className="grid gap-6 text-[0.78rem] leading-relaxed text-stone-400 lg:grid-cols-2 lg:gap-12">
      <div>
        <h2 className="font-sans text-eyebrow font-semibold tracking-[0.28em] text-stone-300 uppercase">
          Investment disclaimer
        </h2>
        <p className="mt-3">
          The content published by {BRAND.fullName}, including articles, challenges, guides,
          consultations, events and communications from our team, is provided for general
          informational and educational purposes only. It is not financial, investment, tax, credit
          or legal advice, and it is not an offer or a solicitation to buy or sell any security,
          product or service. Examples of results, testimonials and case studies describe individual
          experiences; they are not typical and do not guarantee that you will achieve the same or
          similar outcomes. Past results do not predict future performance. Every investment, credit
          strategy and business decision carries risk, including the possible loss of the money you
          commit, and strategies that suit one person may be unsuitable for another. Before acting
          on anything you read or hear from us, consider your own circumstances and consult a
          licensed financial adviser, accountant or attorney. {BRAND.legalEntity} is not a bank,
          broker-dealer, registered investment adviser or credit repair organisation, and accepts no
          liability for decisions made on the basis of its content.
        </p>
      </div>
      <div>
        <h2 className="font-sans text-eyebrow font-semibold tracking-[0.28em] text-stone-300 uppercase">
          Trademarks
        </h2>
        <p className="mt-3">
          Visa is a registered trademark of Visa International Service Association. Mastercard is a
          registered trademark of Mastercard International Incorporated. American Express is a
          registered trademark of American Express Company. Discover is a registered trademark of
          Discover Financial Services. Apple Pay is a trademark of Apple Inc., registered in the
          U.S. and other countries. Klarna is a trademark of Klarna Bank AB (publ). Afterpay is a
          trademark of Afterpay Limited. Bitcoin and Ethereum are named for identification only;{' '}
          {BRAND.legalEntity} is not affiliated with any cryptocurrency network or foundation. All
          other names and marks belong to their respective owners, and their mention does not imply
          endorsement. {BRAND.name} and the {BRAND.name} wordmark are trademarks of{' '}
          {BRAND.legalEntity}.
        </p>
      </div>
    </div>
  );
}
