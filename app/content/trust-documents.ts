/** The two trust PDFs offered on /documents/trust (spec 2.10); files live in public/pdfs. */

export interface TrustDocument {
  id: 'guide' | 'templates';
  title: string;
  description: string;
  href: string;
  fileName: string;
  pages: number;
}

export const TRUST_DOCUMENTS: readonly TrustDocument[] = [
  {
    id: 'guide',
    title: 'Living Trusts and Entities: A Guide for Entrepreneurs',
    description:
      'What LLCs, holding companies and revocable living trusts do and do not do, how they fit together around a growing business, and the questions to bring to your attorney and CPA.',
    href: '/pdfs/trust-guide.pdf',
    fileName: 'aurelian-trust-guide.pdf',
    pages: 5,
  },
  {
    id: 'templates',
    title: 'Trust and Entity Worksheets',
    description:
      'Fill-in worksheets: your asset map, entity plan, successor and authority sheet, trust funding checklist, annual review and a question list for your professionals.',
    href: '/pdfs/trust-templates.pdf',
    fileName: 'aurelian-trust-templates.pdf',
    pages: 8,
  },
];

export const TRUST_DOCUMENTS_PAGE = {
  eyebrow: 'Members’ Library',
  title: 'Trust Documents',
  intro:
    'Two companion documents to the Build the Structure stage of the challenge. Download them, print them, and take them to your first meeting with your attorney and accountant.',
  download: 'Download PDF',
  locked: 'Join the waitlist to unlock these downloads.',
  disclaimer:
    'Educational material, not legal advice. Trust and entity law differs by state and country; consult a qualified attorney before acting.',
} as const;
