/** Text of public/pdfs/trust-guide.pdf: an educational guide, not legal advice. */
import type { Block } from '@app/content/types';

export const TRUST_GUIDE_NOTICE =
  'Educational material, not legal, tax or financial advice. The law of trusts, entities and creditors differs by state and country and changes over time. Nothing here creates an attorney-client relationship. Consult a qualified attorney and accountant before acting.';

export const TRUST_GUIDE_INTRO =
  'Most owners build the business first and the structure around it later, if ever. This guide explains the building blocks in plain language: what each one does, what it does not do, and the questions to take to your own professionals. Read it with a pen; the companion worksheets follow the same order.';

export const TRUST_GUIDE: readonly Block[] = [
  { type: 'h2', text: '1. Why structure matters to an owner' },
  {
    type: 'p',
    text: 'A business creates value and it creates risk. Customers can be injured, contracts can go wrong, employees can make mistakes and debts can outgrow revenue. Structure decides where those risks land. Without it, the answer is usually “on you”: your savings, your home and your personal credit stand behind every obligation of the business.',
  },
  {
    type: 'p',
    text: 'Good structure has three jobs. It separates: a problem in one part of your life stays in that part. It continues: if you are ill, abroad or gone, someone you chose can act immediately. And it stays private and simple enough that you will actually run it properly. None of these jobs is exotic, and all of them are available to a one-person company.',
  },
  { type: 'h2', text: '2. The building blocks' },
  {
    type: 'list',
    items: [
      'Sole proprietorship: you and the business are the same legal person. Simple, but every business debt and claim is personally yours.',
      'Limited liability company (LLC): a separate legal person whose debts and liabilities generally stay inside it. Flexible to run and the most common choice for small and growing companies.',
      'Corporation: also a separate person, with shareholders, directors and more formal rules. Often chosen by companies that plan to raise outside investment.',
      'S corporation election: a tax status, not an entity. An LLC or corporation can elect it to change how profits are taxed. It has nothing to do with liability protection.',
    ],
  },
  {
    type: 'p',
    text: 'An entity protects you from the business’s obligations, not from your own. If you personally guarantee a loan or lease, personally injure someone, or sign in your own name, the entity does not stand in front of you. Many owners discover that their bank required a personal guarantee years ago; read your loan and lease documents before assuming you are protected.',
  },
  { type: 'h2', text: '3. Keeping the wall standing' },
  {
    type: 'p',
    text: 'Courts can “pierce the veil” and hold owners personally liable when an entity is treated as a personal wallet or a sham. The habits that prevent it are dull and essential:',
  },
  {
    type: 'list',
    items: [
      'A separate bank account for every entity, and no personal spending from it.',
      'Contracts, invoices and leases signed in the entity’s name, with your title.',
      'Owner pay recorded as salary or distributions, never as ad hoc transfers.',
      'An operating agreement or bylaws that say who decides what, kept up to date.',
      'Enough capital and insurance for the risks the business actually takes.',
      'Annual filings, registered agent and state fees kept current.',
    ],
  },
  { type: 'h2', text: '4. Separating what you own from what you do' },
  {
    type: 'p',
    text: 'The riskiest part of most businesses is its operations: the vans on the road, the kitchens, the job sites, the advice given. The most valuable parts are often its property: a building, equipment, intellectual property, cash reserves. Holding both in one entity means one serious claim can reach everything.',
  },
  {
    type: 'p',
    text: 'A common pattern is an operating company that faces customers and employs staff, with one or more holding companies that own property and lease it to the operating company on written, market-rate terms. The arrangement works only if it is real: written leases, rent actually paid, separate books for each company. Multi-location businesses often put each location in its own entity for the same reason.',
  },
  { type: 'h2', text: '5. Insurance: the first line' },
  {
    type: 'p',
    text: 'Entities decide which pocket a claim can reach; insurance decides whether the claim is paid at all. Review general liability, professional liability where relevant, commercial auto, property, cyber and workers’ compensation with a broker who understands your industry, and consider an umbrella policy above them. For most small businesses insurance is the cheapest and most important protection in the plan.',
  },
  { type: 'h2', text: '6. The revocable living trust' },
  {
    type: 'p',
    text: 'A revocable living trust is an arrangement in which you, as trustee, hold assets for your own benefit during your life, with successor trustees and beneficiaries named for later. You can change or revoke it at any time. Owners typically place their home, investment accounts and their interests in their companies in it.',
  },
  {
    type: 'list',
    items: [
      'What it does: lets a successor trustee act at once if you are incapacitated or die, without waiting for a court.',
      'What it does: passes assets to your beneficiaries without probate, which can be slow, costly and public.',
      'What it does: keeps the details of your estate private, and can hold interests in several states under one plan.',
      'What it does not do: protect assets from your own creditors. Because you control it, the law generally treats its contents as still yours.',
      'What it does not do: reduce income tax during your life. Estate tax planning is a separate conversation.',
    ],
  },
  {
    type: 'p',
    text: 'A trust controls only what it owns. “Funding” the trust means retitling assets into its name: deeds for real estate, new registrations for accounts, assignments of your LLC membership interests. An unfunded trust is one of the most common and expensive mistakes in estate planning.',
  },
  { type: 'h2', text: '7. Irrevocable and asset protection trusts' },
  {
    type: 'p',
    text: 'Irrevocable trusts, including the domestic asset protection trusts that some states permit, can shield assets from future creditors and can play a part in estate tax planning. The price is real loss of control and flexibility, setup and running costs, and strict timing: transfers made when a claim is already expected can be undone under fraudulent transfer laws. These tools are for careful, early planning with specialist counsel, never for a problem that has already arrived.',
  },
  { type: 'h2', text: '8. The documents around the trust' },
  {
    type: 'list',
    items: [
      'Durable power of attorney: names someone to handle financial matters, including things outside the trust, if you cannot.',
      'Healthcare directive and healthcare power of attorney: your medical wishes and who speaks for you.',
      'Pour-over will: sends anything left outside the trust into it, and names guardians for minor children.',
      'Beneficiary designations: retirement accounts and life insurance pass by these forms, not by your will or trust; keep them aligned.',
    ],
  },
  { type: 'h2', text: '9. Business continuity' },
  {
    type: 'p',
    text: 'Legal documents make authority possible; operations make it work. Decide who can sign, spend and hire while you are away, and up to what limits, and write it down. Require two approvals for large payments. If you have partners, a buy-sell agreement sets out what happens to an owner’s share on death, disability or departure, and is often funded with life insurance. Key-person insurance pays the company if it loses someone it depends on. Keep a binder, and a secure digital copy, with every agreement, the trust, the entity documents and a one-page chart of who owns what.',
  },
  { type: 'h2', text: '10. Working with professionals' },
  {
    type: 'p',
    text: 'An estate-planning attorney drafts trusts, wills and powers of attorney; a business attorney forms entities and drafts operating agreements and leases; a CPA advises on tax elections and keeps each entity’s books honest; an insurance broker sizes your coverage. Meet the attorney and CPA in the same week so their advice fits together, and arrive prepared: the worksheets in the companion pack turn an expensive first meeting into a productive one.',
  },
  {
    type: 'list',
    items: [
      'Bring: your completed asset map, existing entity documents, loan and lease agreements, insurance declarations and current wills.',
      'Ask: what each proposed structure protects against, and what it does not.',
      'Ask: what it will cost to set up and to run each year, and who will do the annual work.',
      'Ask: how the plan changes if you move state, sell the business or bring in a partner.',
    ],
  },
  { type: 'h2', text: '11. Glossary' },
  {
    type: 'list',
    items: [
      'Grantor (or settlor): the person who creates a trust.',
      'Trustee: the person who manages trust assets; successor trustees take over when the first cannot act.',
      'Beneficiary: the person who benefits from a trust or receives an asset on death.',
      'Probate: the court process that administers a will and transfers assets after death.',
      'Funding: retitling assets into a trust’s name so the trust actually controls them.',
      'Piercing the veil: a court disregarding an entity and holding its owners personally liable.',
      'Personal guarantee: your personal promise to pay a business debt if the business does not.',
    ],
  },
];
