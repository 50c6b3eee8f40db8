import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BLOG_COMING_SOON, BLOG_PAGE, BLOG_STAY_UPDATED } from '@app/content/blog';
import { BOOK_CONTENTS, BOOK_INFO, BOOK_LANDING } from '@app/content/book';
import { CASE_STUDIES, CASE_STUDY_PAGE, findCaseStudy } from '@app/content/case-studies';
import {
  APPLY_FORM_FRAME_HEIGHT_PX,
  APPROVAL_PAGE,
  CHALLENGE_2_PAGE,
  CHALLENGE_STAGES,
} from '@app/content/challenge';
import { FOUNDER_PAGE } from '@app/content/founder';
import { ACTIVATE_PAGE, GIVEAWAY, WIN_PAGE } from '@app/content/giveaway';
import { JET_PAGE } from '@app/content/jet-page';
import { JOIN_PAGE } from '@app/content/join';
import { LEGAL_EFFECTIVE_DATE, PRIVACY_POLICY, TERMS } from '@app/content/legal';
import {
  BOOK_PREVIEW_PAGES,
  PREORDER_BENEFITS,
  PREORDER_FAQ,
  PREORDER_PAGE,
  PREORDER_STATS,
  PREORDER_TESTIMONIALS,
} from '@app/content/preorder';
import { PRESS_RELEASE } from '@app/content/press';
import { START_PAGE } from '@app/content/start';
import { countWords, usd } from '@app/content/text';
import { TRUST_DOCUMENTS } from '@app/content/trust-documents';
import type { LegalDocument } from '@app/content/types';
import { BRAND } from '@shared/brand';
import { EXTERNAL_LINK_DEFAULTS } from '@shared/external-links';

const PUBLIC = join(process.cwd(), 'public');
const publicFile = (src: string): string => join(PUBLIC, src.replace(/^\//, ''));
const legalText = (doc: LegalDocument): string => JSON.stringify(doc.sections);

describe('blog', () => {
  it('has three Coming Soon cards and a Stay Updated block to /waitlist', () => {
    expect(BLOG_COMING_SOON).toHaveLength(3);
    expect(BLOG_STAY_UPDATED.title).toBe('Stay Updated');
    expect(BLOG_STAY_UPDATED.cta.href).toBe('/waitlist');
  });
});

describe('legal', () => {
  it('has 12 terms sections and 11 privacy sections, effective September 20, 2025', () => {
    expect(TERMS.title).toBe('Terms and Conditions');
    expect(TERMS.sections).toHaveLength(12);
    expect(PRIVACY_POLICY.title).toBe('Privacy Policy');
    expect(PRIVACY_POLICY.sections).toHaveLength(11);
    for (const doc of [TERMS, PRIVACY_POLICY]) {
      expect(doc.effectiveDate).toBe('September 20, 2025');
      expect(doc.lastUpdated).toBe('September 20, 2025');
      expect(new Set(doc.sections.map((s) => s.id)).size).toBe(doc.sections.length);
    }
    expect(LEGAL_EFFECTIVE_DATE).toBe('September 20, 2025');
  });

  it('states the minimum age of 18 and the club’s own terms', () => {
    expect(legalText(TERMS)).toContain('at least 18 years old');
    expect(legalText(PRIVACY_POLICY)).toContain('aged 18 and over');
    expect(legalText(TERMS)).toContain('Delaware');
    expect(legalText(TERMS)).toContain('Stripe');
    expect(legalText(PRIVACY_POLICY)).toContain('session cookie');
    expect(legalText(PRIVACY_POLICY)).toContain('IndexedDB');
  });
});

describe('press release', () => {
  it('states the $125,000 initiation fee, the $25,000 annual membership and a media contact', () => {
    expect(PRESS_RELEASE.slug).toBe('release-1');
    const text = PRESS_RELEASE.paragraphs.join(' ');
    expect(text).toContain('$125,000');
    expect(text).toContain('$25,000');
    expect(PRESS_RELEASE.benefits.length).toBeGreaterThan(3);
    expect(PRESS_RELEASE.mediaContact.email).toBe(BRAND.mediaEmail);
    expect(PRESS_RELEASE.actions).toEqual({
      back: 'Back to Home',
      download: 'Download',
      share: 'Share',
    });
  });
});

describe('case studies', () => {
  it('has three long-form stories of 900 to 1,200 words with results and hero art', () => {
    expect(CASE_STUDIES.map((c) => c.slug)).toEqual([
      'from-debt-to-jet',
      'the-trust-playbook',
      'credit-comeback',
    ]);
    for (const study of CASE_STUDIES) {
      expect(countWords(study.body)).toBeGreaterThanOrEqual(900);
      expect(countWords(study.body)).toBeLessThanOrEqual(1200);
      expect(study.results.length).toBeGreaterThan(0);
      expect(existsSync(publicFile(study.heroImage.src)), study.heroImage.src).toBe(true);
      expect(findCaseStudy(study.slug)).toBe(study);
    }
    expect(CASE_STUDY_PAGE.back).toEqual({ label: 'Back to Home', href: '/' });
    expect(CASE_STUDY_PAGE.challenge.external).toBe(true);
  });
});

describe('challenge, start, join and founder pages', () => {
  it('uses the spec’s progress lines and labels', () => {
    expect(CHALLENGE_STAGES.map((s) => s.status)).toEqual([
      'Challenge 1 Completed',
      'Challenge 2 In Progress',
      'Challenge 3 Locked',
    ]);
    expect(CHALLENGE_2_PAGE.overview.startLabel).toBe('Start Challenge 2');
    expect(CHALLENGE_2_PAGE.dashboardLink.href).toBe('/dashboard');
    expect(APPLY_FORM_FRAME_HEIGHT_PX).toBe(539);
    expect(APPROVAL_PAGE.steps.map((s) => s.title)).toEqual([
      'Download the App',
      'Weekly Check-Ins',
      'Start Earning',
    ]);
    expect(APPROVAL_PAGE.support.email).toBe(EXTERNAL_LINK_DEFAULTS.SUPPORT_EMAIL);
    expect(START_PAGE.steps).toHaveLength(3);
    expect(START_PAGE.hero.cta).toEqual({ label: 'Join the Waitlist', href: '/waitlist' });
    expect(JOIN_PAGE.stats[0]).toEqual({ value: '500+', label: 'Premium Members' });
    expect(JOIN_PAGE.cta.label).toBe('Request Access');
  });

  it('tells the founder’s story in 500 to 700 words', () => {
    expect(FOUNDER_PAGE.slug).toBe(BRAND.founder.slug);
    const words = countWords(FOUNDER_PAGE.story);
    expect(words).toBeGreaterThanOrEqual(500);
    expect(words).toBeLessThanOrEqual(700);
    expect(FOUNDER_PAGE.signature.name).toBe('Julian Ashford');
  });
});

describe('book and pre-order', () => {
  it('carries the spec’s prices, dates and figures', () => {
    expect(BOOK_LANDING.priceLabel).toBe('$29.99');
    expect(BOOK_LANDING.freeChapter.label).toBe('Free Chapter');
    expect(BOOK_LANDING.guarantee).toContain('30-Day Money-Back Guarantee');
    expect(BOOK_LANDING.join.href).toBe('/waitlist');
    expect(PREORDER_PAGE.digital.priceLabel).toBe('$26.99');
    expect(PREORDER_PAGE.hardcover.listPriceLabel).toBe('$500');
    expect(PREORDER_PAGE.hardcover.checkoutPriceLabel).toBe('$99.99');
    expect(PREORDER_PAGE.hardcover.discountNote).toContain('FRIENDSANDFAMILY');
    expect(PREORDER_PAGE.hardcover.shipping).toBe('Ships November 23rd, 2025');
    expect(PREORDER_PAGE.hardcover.kitValueLabel).toContain('$1,500');
    expect(PREORDER_PAGE.hardcover.href).toBe('/preorder/checkout');
    expect(PREORDER_STATS.map((s) => s.value)).toEqual(['50K+', '4.9', '2,847']);
    expect(BOOK_CONTENTS.flatMap((p) => p.chapters).length).toBe(11);
  });

  it('has benefit cards, testimonials and eight FAQ items', () => {
    expect(PREORDER_FAQ).toHaveLength(8);
    expect(PREORDER_BENEFITS.length).toBeGreaterThanOrEqual(3);
    expect(PREORDER_TESTIMONIALS.length).toBeGreaterThanOrEqual(3);
    // (Each icon name is checked by the type system; the words are what can go missing.)
    for (const b of PREORDER_BENEFITS) expect(b.description.length, b.title).toBeGreaterThan(20);
    expect(new Set(PREORDER_BENEFITS.map((b) => b.title)).size).toBe(PREORDER_BENEFITS.length);
  });

  it('ships the cover, gift kit and nine preview pages', () => {
    expect(BOOK_PREVIEW_PAGES).toHaveLength(9);
    BOOK_PREVIEW_PAGES.forEach((page, i) => {
      expect(page.src).toBe(`/images/book/page-${i + 1}.svg`);
      expect(page.alt.length).toBeGreaterThan(10);
      const svg = readFileSync(publicFile(page.src), 'utf8');
      expect(svg.startsWith('<svg')).toBe(true);
    });
    for (const src of [BOOK_INFO.cover.src, BOOK_INFO.coverJpg, BOOK_INFO.giftKit.src]) {
      expect(existsSync(publicFile(src)), src).toBe(true);
    }
  });
});

describe('giveaway and activation', () => {
  it('states the Dubai terms and the activation offer', () => {
    expect(GIVEAWAY.endsLabel).toBe('Ends 23 Nov 2025 at 11:59 PM EST');
    const win = JSON.stringify(WIN_PAGE);
    for (const s of [
      '5 days and 4 nights',
      'Winner Pays Only Sales Tax',
      'Flights not included',
      '21',
    ]) {
      expect(win.toLowerCase()).toContain(s.toLowerCase());
    }
    expect(WIN_PAGE.enter.href).toBe('/enter');
    expect(WIN_PAGE.bonus.cta.href).toBe('/preorder');
    expect(WIN_PAGE.bonus.title).toContain('10 Bonus Entries');
    expect(ACTIVATE_PAGE.cta).toBe('Book Your Vacation Now');
    expect(ACTIVATE_PAGE.highlights[0]?.title).toBe('Valued up to $759');
    expect(ACTIVATE_PAGE.countdown).toHaveLength(4);
  });
});

describe('files in public/', () => {
  it('ships each PDF as a real PDF under 300 KB', () => {
    const pdfs = [
      PRESS_RELEASE.pdf.href,
      BOOK_INFO.freeChapter.href,
      ...TRUST_DOCUMENTS.map((d) => d.href),
    ];
    for (const href of pdfs) {
      const file = publicFile(href);
      expect(readFileSync(file).subarray(0, 4).toString('latin1'), href).toBe('%PDF');
      expect(statSync(file).size).toBeLessThan(300 * 1024);
    }
  });

  it('states the real page count of each trust document', () => {
    for (const doc of TRUST_DOCUMENTS) {
      const text = readFileSync(publicFile(doc.href)).toString('latin1');
      const counts = [...text.matchAll(/\/Type\s*\/Pages\b[^>]*?\/Count\s+(\d+)/g)].map((m) =>
        Number(m[1]),
      );
      expect(Math.max(...counts), doc.href).toBe(doc.pages);
    }
  });

  it('ships both posters with a hotspot inside the image', () => {
    for (const poster of [JET_PAGE.desktop, JET_PAGE.mobile]) {
      expect(statSync(publicFile(poster.src)).size).toBeLessThan(350 * 1024);
      const { left, top, width, height } = poster.hotspot;
      expect(left).toBeGreaterThanOrEqual(0);
      expect(top).toBeGreaterThanOrEqual(0);
      expect(left + width).toBeLessThanOrEqual(100);
      expect(top + height).toBeLessThanOrEqual(100);
    }
    expect(JET_PAGE.href).toBe('/preorder');
  });
});

describe('copy quality', () => {
  it('contains no filler text', () => {
    const all = JSON.stringify([
      BLOG_PAGE,
      BLOG_COMING_SOON,
      BLOG_STAY_UPDATED,
      TERMS,
      PRIVACY_POLICY,
      PRESS_RELEASE,
      CASE_STUDIES,
      FOUNDER_PAGE,
      START_PAGE,
      PREORDER_FAQ,
    ]).toLowerCase();
    for (const word of ['lorem', 'ipsum', 'placeholder', 'todo', 'tbd']) {
      expect(all).not.toContain(word);
    }
  });

  it('formats money as the spec writes it', () => {
    expect(usd(29.99)).toBe('$29.99');
    expect(usd(500)).toBe('$500');
    expect(usd(125_000)).toBe('$125,000');
    expect(usd(19, true)).toBe('$19.00');
  });

  it('formats money exactly as the en-US locale would, without loading it', () => {
    const locale = (n: number, cents: boolean) =>
      `$${n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 })}`;
    const amounts = [
      0, 0.5, 0.05, 1, 9.9, 19.99, 999, 1000, 1234.5, 99_999.99, 1_250_000, 3.005, -42.1,
    ];
    for (const n of amounts) {
      expect(usd(n)).toBe(locale(n, Math.round(n * 100) % 100 !== 0));
      expect(usd(n, true)).toBe(locale(n, true));
      expect(usd(n, false)).toBe(locale(n, false));
    }
  });
});
