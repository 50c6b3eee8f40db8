import type { Block } from '../types';

export const FROM_DEBT_TO_JET_BODY: readonly Block[] = [
  {
    type: 'p',
    text: 'Danielle Brooks opened her first fitness studio in Scottsdale at twenty-nine and her second at thirty-two. By thirty-four she had two hundred members, eleven instructors and a personal balance sheet that made her feel sick on the first of every month. The second studio’s build-out had run forty percent over budget, and she had covered the gap the way many owners do: with personal credit cards, a line of credit she had signed for personally, and a promise to herself that it would be paid off by summer.',
  },
  {
    type: 'p',
    text: 'Two summers later the balances added up to $23,800. Her score had slipped into the low six hundreds, the studios were profitable but barely, and she had stopped opening her statements. She joined the waitlist after a client mentioned the challenge, and was accepted into a spring cohort.',
  },
  { type: 'h2', text: 'The problem was not only the debt' },
  {
    type: 'p',
    text: 'In her first consultation, Danielle expected to be told to cut back. Instead, the strategist asked her to describe how money moved through her week. The answer was revealing. Membership dues landed in a business account, but rent, payroll, equipment and her own groceries were paid from whichever account or card had room that day. Her accountant reconciled it all every quarter, at considerable cost, and nobody, including Danielle, knew in real time what either studio earned.',
  },
  {
    type: 'quote',
    text: 'I thought I had a debt problem. I had a visibility problem, and the debt was the symptom.',
    cite: 'Danielle Brooks',
  },
  {
    type: 'p',
    text: 'The first two weeks of the challenge were spent building that visibility: a single sheet listing every debt with its rate and minimum; separate operating, tax and owner’s accounts for the business; and a rule that no business expense would ever again touch a personal card.',
  },
  { type: 'h2', text: 'Correcting the record' },
  {
    type: 'p',
    text: 'Danielle’s reports, pulled from all three bureaus, were mostly accurate, which is common and worth saying. Two items were not. A gym-equipment supplier had reported a paid-off financing agreement as still carrying a balance, and one bureau showed a credit limit on her main card that was half its real amount, which made her utilisation look twice as high as it was.',
  },
  {
    type: 'p',
    text: 'She used the challenge’s letter templates to dispute both, attaching the supplier’s payoff confirmation and a statement showing the correct limit. Both were corrected within five weeks. The limit correction alone moved her reported utilisation from seventy-one percent to thirty-six, before she had paid down a dollar more.',
  },
  { type: 'h2', text: 'A plan built from the business out' },
  {
    type: 'p',
    text: 'With the numbers visible, the plan was straightforward, though not easy. The strategist helped her see three levers:',
  },
  {
    type: 'list',
    items: [
      'Pricing: her unlimited membership had not changed in four years. A new tier structure raised the average monthly payment by fourteen percent and lost four members out of two hundred.',
      'Utilisation: the second studio sat empty from one to four each afternoon. She leased those hours to a physiotherapist for $1,900 a month.',
      'Costs: three overlapping booking and payment systems became one, and an equipment maintenance contract was renegotiated.',
    ],
  },
  {
    type: 'p',
    text: 'Together those changes added about $4,600 a month to the business. Danielle paid herself a fixed owner’s draw and sent every dollar above her personal budget to the debts, highest interest rate first, with minimum payments on the rest. She sold a car she rarely drove for $6,200 and put all of it against the personal line of credit.',
  },
  {
    type: 'p',
    text: 'She also made one call she had dreaded for months, to the bank that held the personal line of credit. Rather than asking for forgiveness, she explained the plan, the dates and the figures, and asked whether the rate could be reviewed. The bank lowered it by four points for twelve months. It was not a dramatic saving, but it was money she had been leaving on the table simply by not asking.',
  },
  { type: 'h2', text: 'The weekly check-in' },
  {
    type: 'p',
    text: 'Every Sunday evening, Danielle spent twenty minutes on the challenge’s check-in: balances, the week’s revenue, what was paid, what was next. It sounds small. She describes it as the single most important change she made, because it replaced a monthly feeling of dread with a weekly sense of progress.',
  },
  {
    type: 'p',
    text: 'There were bad weeks. A broken air-conditioning unit in July cost $3,100, and she paid for it from the business’s new repair reserve rather than a card, which was the first time in five years a surprise had not become debt.',
  },
  { type: 'h2', text: 'Day 118' },
  {
    type: 'p',
    text: 'Danielle made her last payment on day 118 of the challenge. Her consumer debt stood at zero, her score had risen ninety-six points, and both studios had a cash reserve covering six weeks of expenses. She also had something she had not expected: an application in progress for a business line of credit in the company’s name, with no personal guarantee beyond a standard limited one, so that the next build-out would be financed by the business rather than by her.',
  },
  {
    type: 'p',
    text: 'Two weeks later she celebrated. The concierge placed her and her husband on a repositioning flight, a private jet flying empty to collect its next passengers, from Scottsdale to Napa Valley for their tenth anniversary. It was a short flight and a long weekend, and she paid for the hotel in cash.',
  },
  {
    type: 'quote',
    text: 'I did not need a private jet. I needed to know I could have one and still sleep at night. That is a different kind of rich.',
    cite: 'Danielle Brooks',
  },
  { type: 'h2', text: 'What made it work' },
  {
    type: 'list',
    items: [
      'She audited before she acted, and found that two errors were inflating her problem.',
      'She treated the business as the engine of the plan, not only the budget at home.',
      'She replaced willpower with a weekly routine she could keep on a bad week.',
      'She built a reserve so the next surprise would not become the next debt.',
    ],
  },
  {
    type: 'p',
    text: 'Danielle now mentors new challenge members who run service businesses. Her first question to each of them is the one she was asked: not how much do you owe, but how does money move through your week.',
  },
];
