import type { Block } from '@app/content/types';

/** Post 1: the challenge told through one member, from the first audit to the first flight. */
export const ISABELLA_BODY: readonly Block[] = [
  {
    type: 'p',
    text: 'On the first morning of her challenge, Isabella Moreno wrote a number on the whiteboard in her studio and circled it twice: minus $20,400. It was not the figure she had imagined writing at thirty-six, eight years into running a respected event-design studio in Austin. It was, however, the honest one. A second location that never found its footing, an equipment lease she signed in an optimistic month, and two years of covering payroll gaps with credit cards had added up to a balance sheet that started below zero.',
  },
  {
    type: 'p',
    text: 'One hundred and twenty days later she stepped onto a Bombardier Challenger 350 at a private terminal outside Austin, bound for Aspen, with her sister beside her and no consumer debt to her name. This is how the four months in between actually went: less glamour than the last sentence suggests, and far more paperwork.',
  },
  { type: 'h2', text: 'Days 1 to 14: the audit nobody wants to do' },
  {
    type: 'p',
    text: 'The challenge opens with a rule that irritates almost everyone: before you pay anything extra, you find out exactly what you owe and exactly what is being said about you. Isabella pulled her reports from all three credit bureaus, downloaded twelve months of statements for every account, and built a single sheet with one line per debt: balance, rate, minimum payment, who reports it and what they report.',
  },
  {
    type: 'p',
    text: 'Her debts came to $13,600 across three credit cards, a $2,500 personal loan and a $4,300 balance on the old equipment lease. The audit turned up three problems she had never noticed. The lease appeared twice, once from the leasing company and once from a collection agency, with two different balances. One card showed a payment thirty days late in a month when her bank statement proved it had been paid on time; the issuer had migrated systems that spring. And one bureau listed an address in a city she had never lived in.',
  },
  {
    type: 'quote',
    text: 'I had been treating my credit report like the weather: something that happened to me. The audit made it a document, and documents can be corrected.',
    cite: 'Isabella Moreno',
  },
  { type: 'h2', text: 'Days 15 to 45: the letters' },
  {
    type: 'p',
    text: 'Credit repair has a reputation for tricks. The challenge teaches the opposite: the Fair Credit Reporting Act gives every consumer the right to dispute information that is inaccurate, incomplete or unverifiable, and the Fair Debt Collection Practices Act gives them the right to ask a collector to validate a debt. Neither removes accurate information, and nobody in the club will tell you otherwise. What they do is make the people who report about you prove their work.',
  },
  {
    type: 'p',
    text: 'Using the challenge templates, Isabella sent four letters, each by certified mail with copies of her evidence, and logged every date in her sheet:',
  },
  {
    type: 'list',
    items: [
      'A debt validation letter to the collection agency, asking for proof of the amount and of its right to collect, sent within the window the law allows.',
      'A dispute to each bureau reporting the duplicate, explaining that a single lease was being reported by two parties with two balances.',
      'A dispute of the late payment, with the bank statement showing the payment cleared before the due date.',
      'A request to remove the unfamiliar address, with a copy of her lease and a utility bill.',
    ],
  },
  {
    type: 'p',
    text: 'The collection agency never produced the validation it was asked for, and within forty days the collection entry was deleted at all three bureaus. The late payment was corrected after the issuer reviewed its own migration records. The address vanished quietly. None of this erased what she owed: the lease balance was real, and she paid it to the leasing company directly. But her reports now told the truth, and her score rose by more than eighty points over the following two months, which mattered for what came next.',
  },
  { type: 'h2', text: 'Days 30 to 90: finding $20,400 without a miracle' },
  {
    type: 'p',
    text: 'The second half of the challenge is about cash, and its first lesson is that most business owners in debt are owed money too. Isabella had $7,850 in invoices more than sixty days overdue, mostly from two corporate clients whose accounts-payable teams had simply lost them. A week of polite, specific follow-up, with copies of signed contracts attached, collected every dollar.',
  },
  {
    type: 'p',
    text: 'The closed second location had left her with lighting rigs, staging and furniture in a storage unit that cost $310 a month. She sold the lot to a younger studio for $5,400 and closed the unit. Then she did the thing she had avoided for two years: she repriced. Her full-service weddings went up eighteen percent, she introduced a premium design-only package for planners, and she cancelled eleven software subscriptions she had stopped opening. Across the remaining months, the new pricing and the cuts produced $7,150 more than her old budget would have.',
  },
  {
    type: 'p',
    text: 'Every freed dollar went to the debts in one order: the highest rate first, minimums on everything else. With her reports corrected and her utilisation falling, she was approved to refinance the last card balance at a far lower rate for its final six weeks, which saved a little interest and a great deal of worry.',
  },
  { type: 'h2', text: 'Days 90 to 120: the habits that keep it at zero' },
  {
    type: 'p',
    text: 'The final stage is the least dramatic and, members say, the most important. Isabella set up separate accounts for taxes, payroll and profit, moved every business expense off her personal cards, and opened a business credit line in the studio’s own name, building the company’s record so that a slow season would never again land on her personal report. Each Sunday she spent twenty minutes on her weekly check-in: balances, receivables, next week’s cash.',
  },
  {
    type: 'p',
    text: 'On day 117 she made the last payment. On day 120 she wrote a new number on the whiteboard: zero. She did not circle it. She took a photograph and sent it to the two friends who had listened to her talk about money for two years.',
  },
  { type: 'h2', text: 'Day 121: wheels up' },
  {
    type: 'p',
    text: 'Every member who completes the challenge is entered into a draw for a private-jet flight, and that month Isabella’s name was drawn. The concierge team asked three questions: where, when and with whom. She chose Aspen in early autumn, when the aspens turn and the town is quiet, and her sister, who had lent her rent money in the worst month of the second location.',
  },
  {
    type: 'p',
    text: 'There was no check-in queue, no security line in the usual sense, and a crew who knew both their names. The flight took a little under two and a half hours. Isabella says she spent most of it looking out of the window, and some of it reading her own spreadsheet, which she had brought as a souvenir.',
  },
  {
    type: 'quote',
    text: 'The jet was the headline. The real prize was opening my banking app without my stomach dropping.',
    cite: 'Isabella Moreno',
  },
  { type: 'h2', text: 'What her four months can and cannot teach you' },
  {
    type: 'p',
    text: 'Isabella’s result is hers. She had overdue invoices to collect, equipment to sell and a business with room to raise its prices, and not every member starts with those levers. Some take six months or a year to reach zero; some reach it and then spend the next challenge building business credit or putting the right structures around their companies. The challenge is education and accountability, not financial advice, and it does not promise a number.',
  },
  {
    type: 'p',
    text: 'What it does promise is a method: audit before you act, correct what is wrong in writing, find the cash you already have, and build habits that outlast the motivation of day one. Isabella’s whiteboard now carries a different figure every quarter, and it has not started with a minus sign since.',
  },
];
