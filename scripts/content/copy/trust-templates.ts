/** The worksheets of public/pdfs/trust-templates.pdf, in the order the guide uses them. */

export type Worksheet =
  | { kind: 'table'; title: string; intro: string; columns: readonly string[]; rows: number }
  | { kind: 'fields'; title: string; intro: string; fields: readonly string[] }
  | { kind: 'checklist'; title: string; intro: string; items: readonly string[] };

export const WORKSHEETS: readonly Worksheet[] = [
  {
    kind: 'table',
    title: 'Worksheet 1 · Your Asset Map',
    intro:
      'List everything you own of value, personally and through your businesses. “Held by” is whose name is on the title or account today. Do not fill in the last column until you have met your attorney.',
    columns: ['Asset', 'Approx. value', 'Held by today', 'Risk it is exposed to', 'Proposed owner'],
    rows: 12,
  },
  {
    kind: 'table',
    title: 'Worksheet 2 · Activities and Their Risks',
    intro:
      'List what each business does that could create a claim or a debt, and how it is covered today. Be specific: “technicians on customer sites” rather than “operations”.',
    columns: ['Activity', 'Entity doing it', 'What could go wrong', 'Insurance today', 'Gap'],
    rows: 10,
  },
  {
    kind: 'table',
    title: 'Worksheet 3 · Entity Plan',
    intro:
      'One row per entity, existing or proposed. Complete it with your attorney and CPA; it becomes the one-page chart of who owns what.',
    columns: [
      'Entity name',
      'Type / state',
      'Owned by',
      'Owns or does',
      'Bank account',
      'Tax status',
    ],
    rows: 8,
  },
  {
    kind: 'fields',
    title: 'Worksheet 4 · Successors and Authority',
    intro:
      'Who acts if you cannot, and what they may decide while you are travelling. Share the completed sheet with the people named on it.',
    fields: [
      'Successor trustee (first)',
      'Successor trustee (second)',
      'Agent under durable power of attorney',
      'Healthcare agent',
      'Guardian for minor children',
      'Person who runs the business day to day in your absence',
      'Their spending limit without your approval',
      'Payments that need two approvals (above what amount?)',
      'Who holds the banking, payroll and tax logins',
      'Where the original documents are kept',
    ],
  },
  {
    kind: 'checklist',
    title: 'Worksheet 5 · Trust Funding Checklist',
    intro:
      'A trust controls only what it owns. Tick each item when the title or registration has actually changed, and note the date.',
    items: [
      'Home and other real estate: new deed recorded in the trust’s name; title insurer and lender notified',
      'LLC membership interests and corporate shares: assignments signed; operating agreements updated',
      'Bank and brokerage accounts: retitled to the trust, or payable-on-death to it',
      'Retirement accounts and life insurance: beneficiary forms reviewed (do not retitle these)',
      'Vehicles, valuables and personal property: assignment of personal property signed',
      'Intellectual property, domains and royalties: assigned where appropriate',
      'Pour-over will signed; copies of all documents in the binder and a secure digital vault',
      'Successor trustees told where the binder is and how to reach your attorney',
    ],
  },
  {
    kind: 'checklist',
    title: 'Worksheet 6 · Annual Review',
    intro: 'Once a year, ideally in January, with your CPA. It takes about two hours.',
    items: [
      'Each entity paid its own bills from its own account all year',
      'Leases between entities are written, current and rent was actually paid',
      'State filings, registered agents and fees are up to date',
      'Insurance limits still fit revenue, headcount and assets',
      'New assets acquired this year are owned by the right entity or the trust',
      'Successors, agents and beneficiaries are still the people you would choose',
      'Decision rights and spending limits still match how the business runs',
      'Any move, marriage, divorce, birth, sale or new partner discussed with your attorney',
    ],
  },
  {
    kind: 'checklist',
    title: 'Worksheet 7 · Questions for Your Attorney and CPA',
    intro: 'Take this list to your first meetings and write the answers beside each question.',
    items: [
      'Which of my activities expose my personal assets today, and why?',
      'Which personal guarantees have I signed, and can any be released or limited?',
      'What structure do you recommend, and what does each part protect against and not protect against?',
      'Should property or equipment be held apart from the operating company?',
      'What should my revocable living trust own, and who should the successor trustees be?',
      'Is an irrevocable or asset protection trust appropriate for me now, later or never?',
      'What will setup and annual upkeep cost, and who will do the annual work?',
      'How should each entity be taxed, and how should I pay myself?',
      'What changes if I move state, sell the business or bring in a partner?',
    ],
  },
];
