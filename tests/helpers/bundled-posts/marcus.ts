import type { Block } from '@app/content/types';

/** Post 2: trusts and entities, explained through a founder who travels ten weeks a year. */
export const MARCUS_BODY: readonly Block[] = [
  {
    type: 'p',
    text: 'Marcus Bennett runs a commercial heating and cooling maintenance company in Charlotte with twenty-three employees, a fleet of fourteen vans and service contracts with hospitals, schools and two data centres. He also spends about ten weeks of every year somewhere else: a fortnight in Lake Como each June, a week of fishing in Jackson Hole, a long winter break with his family in the Caribbean. For years those trips came with a low hum of worry. What happens if a van is in an accident while I am on a boat? What happens to the company if something happens to me?',
  },
  {
    type: 'p',
    text: 'Three years ago he decided the answer could not be “I will keep my phone on.” What follows is the structure he built with his attorney and his accountant, described here with his permission as an example rather than a prescription. Everything in it is ordinary, well-established planning. The point is that he actually did it.',
  },
  {
    type: 'quote',
    text: 'I used to think asset protection was something for people with yachts. It turns out it is mostly for people with vans.',
    cite: 'Marcus Bennett',
  },
  { type: 'h2', text: 'Start with walls: the operating company' },
  {
    type: 'p',
    text: 'Marcus began, as most owners do, as a sole proprietor. Everything the business did, he did personally: every contract, every lease and every liability ran to him. The first wall was a limited liability company. Properly formed and properly run, an LLC keeps the debts and lawsuits of the business inside the business, so that a claim against the company does not automatically reach the owner’s house and savings.',
  },
  {
    type: 'p',
    text: 'The words “properly run” carry most of the weight. Courts can disregard an LLC that is treated as a personal wallet. So Marcus keeps a separate bank account and books, signs contracts in the company’s name with his title, pays himself a documented salary and distributions rather than ad hoc transfers, and keeps an operating agreement that says who decides what. On his accountant’s advice the company is also taxed as an S corporation, a tax election that sits on top of the LLC and has nothing to do with liability.',
  },
  { type: 'h2', text: 'Then separate what you own from what you do' },
  {
    type: 'p',
    text: 'The riskiest thing Marcus’s company does is send technicians and vans onto other people’s property every day. The most valuable things it owns are the vans, the diagnostic equipment and, since last year, a small warehouse. Keeping them all in one company means one serious claim can put all of it at risk.',
  },
  {
    type: 'p',
    text: 'So the warehouse sits in a separate LLC that leases it to the operating company at a market rent, with a written lease. The vans and equipment are owned by a second holding company and leased the same way. The operating company, the one facing customers, owns very little beyond its contracts and its working cash. If it were ever sued, the assets that took years to build would not be in the same room as the claim. The arrangement only works because every lease is real, every rent is actually paid and every company keeps its own books.',
  },
  {
    type: 'list',
    items: [
      'Operating company: employs the team, signs the customer contracts, carries the insurance.',
      'Property company: owns the warehouse and leases it to the operating company.',
      'Equipment company: owns the vans and tools and leases them on written terms.',
      'Insurance over all three: general liability, commercial auto, and an umbrella policy on top.',
    ],
  },
  {
    type: 'p',
    text: 'Insurance deserves its place in that list. Entities decide which pocket a claim can reach; insurance decides whether the claim is paid at all. Marcus’s umbrella policy costs less per year than one of his trips and is, in his words, the most boring and most important line in the plan.',
  },
  { type: 'h2', text: 'The living trust: continuity, not a force field' },
  {
    type: 'p',
    text: 'The second half of the plan is about Marcus himself. His membership interests in all three companies, his home and his investment accounts are held by a revocable living trust, with Marcus as trustee while he is alive and well and his wife and his operations director named as successor trustees.',
  },
  {
    type: 'p',
    text: 'It is worth being precise about what that trust does. It does not protect his assets from his own creditors: because he can revoke it, the law generally treats its contents as still his. What it does is make sure that if he is incapacitated, or dies, the people he chose can step in the same day without waiting months for a court. Payroll gets signed. Suppliers get paid. Customers keep their technicians. And the details of his estate stay private instead of passing through a public probate file.',
  },
  {
    type: 'p',
    text: 'Irrevocable trusts, and the asset protection trusts some states allow, can offer protection from creditors, but they ask you to give up real control and they must be set up well before any claim is on the horizon. Marcus and his attorney decided that, for now, his entities and insurance do the protecting and his living trust does the continuity. Your answer may differ, and only a qualified attorney in your state can give it to you.',
  },
  { type: 'h2', text: 'The travelling-owner protocol' },
  {
    type: 'p',
    text: 'Legal documents are necessary, but they do not answer the phone. The last layer is operational, and it is what lets Marcus actually enjoy Lake Como:',
  },
  {
    type: 'list',
    items: [
      'Durable powers of attorney and healthcare directives, signed and stored where his family can reach them.',
      'Written decision rights: his operations director can approve spending up to an agreed limit, hire and schedule without calling him.',
      'Dual approval on large payments, so no single login, including his own, can move serious money alone.',
      'A weekly fifteen-minute call while he travels, at a fixed time, with a one-page report he reads on his phone.',
      'Key-person insurance on Marcus, payable to the company, to fund a transition if it were ever needed.',
    ],
  },
  {
    type: 'p',
    text: 'The first trip after the protocol was in place, he checked his email twice a day. By the third, he checked it at the weekly call. Revenue grew twenty-two percent that year, which he attributes partly to a team that had been given real authority and used it well.',
  },
  { type: 'h2', text: 'How members use the playbook' },
  {
    type: 'p',
    text: 'Trusts and entities make up one module of the 120-day challenge, and Marcus now hosts an occasional evening session for members who are where he was. The module does not draft documents or replace professional advice. It gives members the vocabulary, a checklist of questions for their own attorney and accountant, and worksheets for mapping what they own, what they do and who would step in. Members can download the trust guide and the templates from their documents page.',
  },
  {
    type: 'p',
    text: 'His advice to anyone starting is characteristically practical: write down every asset and every risk on one page, book a meeting with an estate-planning attorney and a CPA in the same week, and do not buy a single plane ticket until the umbrella policy is in force. Then go somewhere wonderful, and leave the phone in the room.',
  },
  {
    type: 'quote',
    text: 'Structure is what lets you be away. Without it, you are just somewhere nicer, still working.',
    cite: 'Marcus Bennett',
  },
  {
    type: 'p',
    text: 'This article is general education, not legal, tax or financial advice. Laws differ from state to state and country to country; speak with qualified professionals before acting on anything described here.',
  },
];
