/** Accepted payment methods as monochrome text marks we set ourselves (no third-party logo files). */
const METHODS = [
  {
    name: 'Visa',
    mark: (
      <span className="font-sans text-[0.8rem] font-extrabold tracking-wider italic">VISA</span>
    ),
  },
  {
    name: 'Mastercard',
    mark: (
      <span className="flex items-center gap-1.5">
        <svg aria-hidden viewBox="0 0 22 14" className="h-3 w-5" fill="none" stroke="currentColor">
          <circle cx="7" cy="7" r="6" strokeWidth="1.2" />
          <circle cx="15" cy="7" r="6" strokeWidth="1.2" />
        </svg>
        <span className="text-[0.7rem] font-semibold">mastercard</span>
      </span>
    ),
  },
  {
    name: 'American Express',
    mark: <span className="text-[0.68rem] font-extrabold tracking-[0.14em]">AMEX</span>,
  },
  {
    name: 'Discover',
    mark: <span className="text-[0.66rem] font-bold tracking-[0.16em]">DISCOVER</span>,
  },
  { name: 'Apple Pay', mark: <span className="text-[0.74rem] font-semibold">Apple Pay</span> },
  { name: 'Klarna', mark: <span className="text-[0.76rem] font-bold">Klarna.</span> },
  { name: 'Afterpay', mark: <span className="text-[0.74rem] font-semibold">afterpay</span> },
  { name: 'Bitcoin', mark: <span className="text-[0.72rem] font-semibold">Bitcoin</span> },
  { name: 'Ethereum', mark: <span className="text-[0.72rem] font-semibold">Ethereum</span> },
];

export function PaymentMethods() {
  return (
    <div>
      <p
        id="payment-methods-label"
        className="text-eyebrow font-semibold tracking-[0.28em] text-stone-400 uppercase"
      >
        Accepted payment methods
      </p>
      <ul aria-labelledby="payment-methods-label" className="mt-4 flex flex-wrap gap-2">
        {METHODS.map((m) => (
          <li
            key={m.name}
            aria-label={m.name}
            className="flex h-8 items-center rounded-md border border-ink-600 bg-ink-850/60 px-3 text-stone-300"
          >
            {m.mark}
          </li>
        ))}
      </ul>
    </div>
  );
}
