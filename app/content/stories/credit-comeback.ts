import type { Block } from '../types';

export const CREDIT_COMEBACK_BODY: readonly Block[] = [
  {
    type: 'p',
    text: 'Terrence Hale found out his identity had been stolen the way many people do: by being turned down. His construction company in Columbus, Ohio, had won its largest contract yet, a three-building renovation for a school district, and he needed a new excavator to deliver it. The equipment lender declined the application within an hour. The reason code pointed to five accounts in collections and a score in the low five hundreds.',
  },
  {
    type: 'p',
    text: 'Terrence had never opened any of the five accounts. Someone had, over eighteen months, using his name, his Social Security number and an old address: two retail cards, a phone contract, a personal loan and an online furniture account, all long since abandoned and sent to collections.',
  },
  {
    type: 'quote',
    text: 'The worst part was not the money. It was that I had built a clean business for twelve years, and a stranger had made me look like someone who does not pay his bills.',
    cite: 'Terrence Hale',
  },
  { type: 'h2', text: 'Stopping the damage first' },
  {
    type: 'p',
    text: 'Terrence joined the club’s challenge on the recommendation of a supplier, and his first consultation changed the order in which he planned to act. Before disputing anything, the strategist said, stop anything new from happening. That same afternoon he took four steps, all of them free:',
  },
  {
    type: 'list',
    ordered: true,
    items: [
      'Placed a security freeze with each of the three credit bureaus, so no new credit could be opened in his name without his unlocking it.',
      'Filed an identity theft report with the Federal Trade Commission at IdentityTheft.gov, which produces a report he could send with his disputes.',
      'Filed a report with his local police department, which some creditors and collectors ask for.',
      'Changed the passwords and turned on two-factor authentication for his email, banking and tax accounts.',
    ],
  },
  { type: 'h2', text: 'The letters' },
  {
    type: 'p',
    text: 'With the freeze in place, the challenge’s letter templates did the rest of the heavy lifting. Under the Fair Credit Reporting Act, a consumer with an identity theft report can ask each bureau to block information that resulted from identity theft, and the bureau must generally do so within four business days of receiving the request and the supporting documents. Terrence sent that request to all three bureaus by certified mail, listing each fraudulent account with a copy of his FTC report and proof of identity.',
  },
  {
    type: 'p',
    text: 'He also wrote to each of the five creditors and collectors directly, enclosing the same report and asking them to stop reporting the accounts and to close them as fraudulent. Two collectors asked for a signed statement, which he provided the same week. He logged every letter, every response and every follow-up date in the challenge’s dispute tracker.',
  },
  {
    type: 'list',
    items: [
      'Identity theft block requests to Equifax, Experian and TransUnion, with the FTC report attached.',
      'Fraud notices to the two card issuers, the phone carrier, the lender and the furniture retailer.',
      'Debt validation letters to the three collection agencies, asking them to prove the debts were his.',
      'A dispute of two incorrect addresses and a misspelt name that the thief’s applications had added to his file.',
    ],
  },
  { type: 'h2', text: 'Sixty days later' },
  {
    type: 'p',
    text: 'Four of the five accounts were blocked within the first month. The fifth, the personal loan, took a second letter and a call to the lender’s fraud department, after which the lender confirmed in writing that the loan had been opened fraudulently and asked the bureaus to delete it. By day sixty, none of the five remained on any of his reports.',
  },
  {
    type: 'p',
    text: 'His score, which had never reflected his real history, rose by one hundred and twenty-one points over the following weeks. It is worth being clear about why: the challenge did not raise his score; it removed information that was never his. For members whose negative items are accurate, the path is longer and different, and the challenge says so.',
  },
  { type: 'h2', text: 'Separating the business for good' },
  {
    type: 'p',
    text: 'The second half of Terrence’s challenge was about never being in that position again. His company had always borrowed on his personal credit because that was how he started. With the strategist, he worked through the business credit module: confirming the company’s registration details were consistent everywhere they appeared, opening supplier accounts that report payments to business credit bureaus, and building a separate file for the company itself.',
  },
  {
    type: 'p',
    text: 'He also added monitoring. Each of his personal reports is now checked monthly through the identity monitoring service, the freezes stay on unless he is applying for something, and he reviews his business file each quarter.',
  },
  { type: 'h2', text: 'The excavator, and the contract' },
  {
    type: 'p',
    text: 'On day ninety-four, Terrence applied again for equipment financing, this time through his company with a limited personal guarantee. He was approved in two days at a rate close to the lender’s best. The excavator arrived with a week to spare before the school district’s project began, and the contract became the largest his company has completed.',
  },
  {
    type: 'quote',
    text: 'Nobody can promise you what a bureau will do. What the challenge gave me was the right letters, in the right order, and someone checking I had actually sent them.',
    cite: 'Terrence Hale',
  },
  { type: 'h2', text: 'If it happens to you' },
  {
    type: 'list',
    items: [
      'Freeze your credit with all three bureaus first; it is free and can be lifted when you need it.',
      'Get an identity theft report from IdentityTheft.gov before you dispute, and keep copies of everything.',
      'Send block requests and disputes in writing, by a method that proves delivery, and track every date.',
      'Ask for written confirmation when an account is closed as fraudulent.',
      'Separate your business credit from your personal credit so one cannot hold the other hostage.',
    ],
  },
  {
    type: 'p',
    text: 'You can take every one of these steps yourself, free of charge, and many people do. Terrence says the value of the challenge was not secret knowledge but structure, templates and accountability at a time when he was angry, busy and running a company. His result reflects his situation; every report and every timeline is different.',
  },
];
