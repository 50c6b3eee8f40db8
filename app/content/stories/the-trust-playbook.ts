import type { Block } from '../types';

export const THE_TRUST_PLAYBOOK_BODY: readonly Block[] = [
  {
    type: 'p',
    text: 'Rafael and Elena Castillo own three neighbourhood restaurants in San Diego, a catering kitchen and the building that houses their original location. They started with one dining room and a borrowed espresso machine in 2009. Fifteen years later they employ sixty-two people, and until last year everything they owned, including the building, the kitchens, the leases and their family home, sat in a single company and their own two names.',
  },
  {
    type: 'p',
    text: 'It took a slip-and-fall claim in the catering kitchen to make them look. The claim was settled by their insurer without drama. But in the weeks before it was resolved, their attorney explained something that kept Elena awake: had the claim been larger than their policy, every part of the business, and potentially the building, could have been within its reach.',
  },
  {
    type: 'quote',
    text: 'We had spent fifteen years building something and about fifteen minutes protecting it.',
    cite: 'Elena Castillo',
  },
  { type: 'h2', text: 'Mapping what they had' },
  {
    type: 'p',
    text: 'The Castillos joined the club for the travel; their daughter had moved to Lake Como for a design course and they wanted to visit her properly. They stayed for the trusts and entities module of the challenge, which begins with an exercise that sounds simple: one page listing every asset you own, every activity that could create a liability, and who would run things if you could not.',
  },
  {
    type: 'p',
    text: 'Their page was sobering. The building, worth more than everything else combined, shared a company with the catering kitchen, the riskiest part of the business. The three restaurants were run as one entity, so a problem at one was a problem at all three. Their home and savings were in their own names, with no estate plan at all beyond two outdated wills. And if Rafael, who handled all supplier relationships and banking, were ill for a month, nobody else had the authority to sign a cheque.',
  },
  { type: 'h2', text: 'Questions before documents' },
  {
    type: 'p',
    text: 'The challenge does not draft legal documents and does not pretend to. Its worksheets prepare members to make good use of professionals: which questions to ask, what to bring to the first meeting and how to compare the options they are given. The Castillos arrived at their attorney’s and their CPA’s offices, in the same week, with a completed asset map, a list of eighteen questions and a clear idea of what they wanted the plan to achieve.',
  },
  {
    type: 'list',
    items: [
      'Keep a problem in one kitchen from reaching the other locations or the building.',
      'Keep the family home and savings apart from the business’s risks.',
      'Let Elena, or their general manager, act immediately if Rafael could not.',
      'Pass the business to their daughter one day without a public court process.',
      'Do all of it without losing the simplicity that let them run the restaurants well.',
    ],
  },
  { type: 'h2', text: 'The structure they built' },
  {
    type: 'p',
    text: 'Over six weeks, working with their attorney and CPA, the Castillos put in place a structure that is common among multi-location operators, and that each of their professionals tailored to California law and their tax position.',
  },
  {
    type: 'list',
    items: [
      'Each restaurant and the catering kitchen became its own limited liability company, with its own bank account, insurance and lease.',
      'The building moved into a separate property LLC, which leases space to the original restaurant at a documented market rent.',
      'A management company employs the shared office team and charges each location a written fee for its services.',
      'Their membership interests in every company, and their home, were placed in a revocable living trust, with each other and then their general manager and daughter as successor trustees.',
      'Durable powers of attorney, healthcare directives and new pour-over wills completed the estate plan.',
    ],
  },
  {
    type: 'p',
    text: 'Their attorney was clear about the trust’s job. A revocable living trust does not shield assets from the couple’s own creditors; the entities and the insurance do that work. The trust provides continuity and privacy: if either of them is incapacitated or dies, the successor trustee can act at once, and the transfer to their daughter will not pass through probate. The couple also raised their umbrella insurance limits, which their attorney described as the cheapest protection in the whole plan.',
  },
  { type: 'h2', text: 'Making it real' },
  {
    type: 'p',
    text: 'The step most owners skip, and the one the challenge spends most time on, is funding and running the structure properly. A trust protects nothing it does not own, and an LLC treated as a personal wallet can be set aside by a court. The Castillos retitled the building, the home and their company interests into the right names, opened separate accounts for each company, and moved each supplier contract and lease into the right entity. Elena keeps a binder, and a secure digital copy, with every agreement, the trust, the entity documents and a one-page chart of who owns what.',
  },
  {
    type: 'p',
    text: 'Once a year, in January, they review the chart with their CPA. Once a quarter they check that each company pays its own bills from its own account. It takes about two hours a year.',
  },
  { type: 'h2', text: 'Lake Como, without the phone' },
  {
    type: 'p',
    text: 'Last June the Castillos spent three weeks near Lake Como with their daughter, the longest either of them had been away from the restaurants since 2009. Their general manager had written authority and the documents to use it. A refrigeration unit failed at the second location in their second week; the manager replaced it, paid for it from that location’s account, and told them about it at their weekly call.',
  },
  {
    type: 'quote',
    text: 'The first few days, I waited for the phone to ring. By the end, I had forgotten where I had put it.',
    cite: 'Rafael Castillo',
  },
  { type: 'h2', text: 'What to take from it' },
  {
    type: 'p',
    text: 'Every business and every state is different, and the Castillos’ structure is an illustration, not a template to copy. What transfers is the order in which they worked: map first, define what you want protected and why, arrive at your professionals prepared, and then do the unglamorous work of running the structure properly. The trust guide and templates in the members’ documents library follow the same order.',
  },
  {
    type: 'p',
    text: 'This case study is general education and not legal or tax advice. Speak with a qualified attorney and accountant in your state before changing how you hold your business or your assets.',
  },
];
