/** The four PDFs in public/pdfs: press release, free chapter and the two trust documents. */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BOOK_INFO } from '@app/content/book';
import { GIFT_KIT_VALUE } from '@app/content/preorder';
import { PRESS_RELEASE } from '@app/content/press';
import { usd } from '@app/content/text';
import { TRUST_DOCUMENTS } from '@app/content/trust-documents';
import { BRAND } from '@shared/brand';
import { BOOK } from '@shared/constants';
import { EXTERNAL_LINK_DEFAULTS } from '@shared/external-links';
import { CHAPTER_ONE, CHAPTER_ONE_BODY } from './copy/free-chapter';
import { TRUST_GUIDE, TRUST_GUIDE_INTRO, TRUST_GUIDE_NOTICE } from './copy/trust-guide';
import { WORKSHEETS, type Worksheet } from './copy/trust-templates';
import { Studio, WORK_DIR } from './lib/browser';
import { PUBLIC_DIR, esc, isMain, writePublic } from './lib/files';
import { WORDMARK, blocksHtml, htmlDoc } from './lib/print';

const COVER_SVG = `file://${join(PUBLIC_DIR, 'images/book/cover.svg')}`;

function pressRelease(): string {
  const r = PRESS_RELEASE;
  const css = `@page{size:Letter;margin:.75in .9in .8in}
.head{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:1.5px solid #c6a15b;padding-bottom:14px;margin-bottom:26px}
.head .contact{font-size:8pt;text-align:right;color:#5a4e44;line-height:1.5}
h1{font-size:25pt;line-height:1.15;margin:.35em 0 .25em}
.sub{font-family:'Cormorant Garamond',serif;font-style:italic;font-size:14.5pt;line-height:1.35;color:#3a3029;margin-bottom:1.2em}
.end{text-align:center;letter-spacing:.5em;color:#9a7a3f;margin:1.4em 0}
h3{font-size:14pt;margin:1.2em 0 .3em}
.media{break-inside:avoid;border-top:1px solid #d9cbb3;padding-top:.8em;margin-top:1.2em}`;
  const body = `<div class="head">${WORDMARK}<div class="contact">${esc(BRAND.legalEntity)}<br>${esc(BRAND.mediaEmail)}<br>${esc(EXTERNAL_LINK_DEFAULTS.SUPPORT_PHONE)}</div></div>
<div class="eyebrow">${esc(r.label)}</div>
<h1>${esc(r.headline)}</h1>
<div class="sub">${esc(r.subheadline)}</div>
${r.paragraphs.map((p, i) => `<p>${i === 0 ? `<b>${esc(r.dateline)}, ${esc(r.dateDisplay)}</b> — ` : ''}${esc(p)}</p>`).join('')}
<p><b>${esc(r.benefitsTitle)}</b></p>
<ul>${r.benefits.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>
<blockquote>“${esc(r.quote.text)}”<cite>${esc(r.quote.name)}, ${esc(r.quote.role)}</cite></blockquote>
${r.closingParagraphs.map((p) => `<p>${esc(p)}</p>`).join('')}
<div class="end">###</div>
<h3>${esc(r.aboutTitle)}</h3><p>${esc(r.about)}</p>
<div class="media"><h3>Media Contact</h3><p>${esc(r.mediaContact.name)}, ${esc(r.mediaContact.title)}<br>${esc(BRAND.fullName)}<br>${esc(r.mediaContact.email)} · ${esc(r.mediaContact.phone)}</p></div>`;
  return htmlDoc(r.headline, css, body);
}

function freeChapter(): string {
  const css = `@page{size:6in 9in;margin:.8in .75in .85in}
@page cover{margin:0}
.cover{page:cover;width:6in;height:9in;break-after:page}
.cover img{width:100%;height:100%;display:block}
body{font-family:'Cormorant Garamond',serif;font-size:12.2pt;line-height:1.48;color:#231d18}
.opener{text-align:center;margin:.9in 0 .45in}
.opener .eyebrow{font-family:'Manrope',sans-serif;font-size:7.5pt}
.opener h1{font-size:27pt;font-weight:500;margin:.3em 0 .5em;line-height:1.1}
.epigraph{font-style:italic;font-size:12pt;color:#5a4e44}
.epigraph span{display:block;font-style:normal;font-family:'Manrope',sans-serif;font-size:7pt;letter-spacing:.2em;text-transform:uppercase;color:#9a7a3f;margin-top:.4em}
p{text-align:justify;hyphens:auto;margin:0 0 .55em}
h2{font-size:10pt;font-family:'Manrope',sans-serif;font-weight:600;letter-spacing:.18em;text-transform:uppercase;color:#9a7a3f;margin:1.6em 0 .6em}
blockquote{font-size:13pt}
.closing{break-before:page;text-align:center;padding-top:1.6in}
.closing h2{font-size:22pt;font-family:'Cormorant Garamond',serif;letter-spacing:0;text-transform:none;color:#1a1714;font-weight:500}
.closing p{text-align:center}`;
  const closing = `<section class="closing"><div class="eyebrow">Continue the Journey</div><h2>${esc(BOOK_INFO.fullTitle)}</h2>
<p>Nine more chapters: the letters, the structure and the private-jet math.</p>
<p>Pre-order the signed hardcover with its luxury gift kit, valued at ${usd(GIFT_KIT_VALUE)}. Ships ${esc(BOOK.shipsOn)}.</p>
<p><b>aurelianclub.com/preorder</b></p>
<p style="font-size:9pt;color:#6a5e54;margin-top:2em">© 2025 ${esc(BOOK_INFO.author)}. Published by ${esc(BOOK_INFO.publisher)}, an imprint of ${esc(BRAND.legalEntity)}. This excerpt is education, not financial, legal or credit advice.</p></section>`;
  const body = `<section class="cover"><img src="${COVER_SVG}" alt=""></section>
<div class="opener"><div class="eyebrow">${esc(CHAPTER_ONE.label)}</div><h1>${esc(CHAPTER_ONE.title)}</h1>
<div class="epigraph">${esc(CHAPTER_ONE.epigraph.text)}<span>${esc(CHAPTER_ONE.epigraph.cite)}</span></div></div>
${blocksHtml(CHAPTER_ONE_BODY)}
${closing}`;
  return htmlDoc(`${BOOK_INFO.title}: ${CHAPTER_ONE.label}`, css, body);
}

const DOC_COVER_CSS = `@page{size:Letter;margin:.8in .9in .85in}
@page cover{margin:0}
.cover{page:cover;width:8.5in;height:11in;background:radial-gradient(ellipse at 50% 30%,#2e2822,#1a1714 55%,#0c0b0a);color:#f4efe6;padding:1.4in 1.1in;break-after:page;display:flex;flex-direction:column;justify-content:space-between;border:0}
.cover .wordmark{color:#e6cf9a}.cover .wordmark small{color:#c6a15b}
.cover h1{color:#e6cf9a;font-size:40pt;font-weight:500;line-height:1.08;margin:.2em 0 .3em}
.cover .eyebrow{color:#c6a15b}
.cover p{font-size:11pt;color:#e9dcc2;max-width:5.2in}
.cover .notice{background:transparent;border-color:#5a4e44;color:#d9cbb3}`;

function docCover(eyebrow: string, title: string, text: string, notice: string): string {
  return `<section class="cover">${WORDMARK}<div><div class="eyebrow">${esc(eyebrow)}</div><h1>${esc(title)}</h1><p>${esc(text)}</p></div><div class="notice">${esc(notice)}</div></section>`;
}

function trustGuide(): string {
  const doc = TRUST_DOCUMENTS.find((d) => d.id === 'guide');
  if (!doc) throw new Error('trust guide missing from trust-documents.ts');
  const body =
    docCover(
      'Members’ Library · Build the Structure',
      doc.title,
      doc.description,
      TRUST_GUIDE_NOTICE,
    ) +
    `<p style="font-size:11.5pt;font-family:'Cormorant Garamond',serif;font-style:italic">${esc(TRUST_GUIDE_INTRO)}</p>` +
    blocksHtml(TRUST_GUIDE) +
    `<div class="notice" style="margin-top:2em">${esc(TRUST_GUIDE_NOTICE)} Questions about the challenge: ${esc(EXTERNAL_LINK_DEFAULTS.SUPPORT_EMAIL)}.</div>`;
  return htmlDoc(doc.title, DOC_COVER_CSS, body);
}

function worksheet(w: Worksheet): string {
  const head = `<section class="sheet"><div class="eyebrow">Educational worksheet · not legal advice</div><h2>${esc(w.title)}</h2><p>${esc(w.intro)}</p>`;
  if (w.kind === 'table') {
    const cols = w.columns.map((c) => `<th>${esc(c)}</th>`).join('');
    const row = `<tr>${w.columns.map(() => '<td></td>').join('')}</tr>`;
    return `${head}<table><thead><tr>${cols}</tr></thead><tbody>${row.repeat(w.rows)}</tbody></table></section>`;
  }
  if (w.kind === 'fields') {
    return `${head}${w.fields.map((f) => `<div class="field"><span>${esc(f)}</span><i></i></div>`).join('')}</section>`;
  }
  return `${head}<ul class="check">${w.items.map((i) => `<li><b></b>${esc(i)}<i></i></li>`).join('')}</ul></section>`;
}

function trustTemplates(): string {
  const doc = TRUST_DOCUMENTS.find((d) => d.id === 'templates');
  if (!doc) throw new Error('trust templates missing from trust-documents.ts');
  const css = `${DOC_COVER_CSS}
.sheet{break-before:page}.sheet:first-of-type{break-before:auto}
h2{margin-top:0}
table{width:100%;border-collapse:collapse;font-size:8.5pt}
th{text-align:left;background:#f1e9da;border:1px solid #d9cbb3;padding:6px;font-weight:600}
td{border:1px solid #d9cbb3;height:.42in}
.field{display:flex;gap:12px;align-items:flex-end;margin:0 0 .3in;font-size:9.5pt}
.field span{flex:0 0 2.6in}.field i{flex:1;border-bottom:1px solid #b8a782;height:1.2em}
.check{list-style:none;padding:0}
.check li{display:flex;gap:10px;align-items:flex-start;margin:0 0 .24in;font-size:9.5pt}
.check b{flex:0 0 13px;height:13px;border:1.3px solid #9a7a3f;margin-top:3px}
.check i{flex:0 0 1.1in;border-bottom:1px solid #b8a782;height:1.3em;margin-left:auto}`;
  const body =
    docCover(
      'Members’ Library · Build the Structure',
      doc.title,
      doc.description,
      TRUST_GUIDE_NOTICE,
    ) + WORKSHEETS.map(worksheet).join('');
  return htmlDoc(doc.title, css, body);
}

const PDFS: { file: string; html: () => string }[] = [
  { file: 'press-release-1.pdf', html: pressRelease },
  { file: 'free-chapter.pdf', html: freeChapter },
  { file: 'trust-guide.pdf', html: trustGuide },
  { file: 'trust-templates.pdf', html: trustTemplates },
];

/** Page count from the PDF's page tree, so the script can check the brief's page ranges. */
export function pageCount(pdf: Buffer): number {
  const counts = [...pdf.toString('latin1').matchAll(/\/Type\s*\/Pages\b[^>]*?\/Count\s+(\d+)/g)];
  return Math.max(0, ...counts.map((m) => Number(m[1])));
}

export async function buildPdfs(studio: Studio): Promise<void> {
  for (const { file, html } of PDFS) {
    const pdf = await studio.pdf(file.replace('.pdf', ''), html());
    writePublic(`pdfs/${file}`, pdf, 300);
    console.log(`     ${file}: ${pageCount(pdf)} pages`);
    const review = join(WORK_DIR, file);
    writeFileSync(review, pdf);
    try {
      // Small page renders for review, when poppler is installed; the build does not need them.
      execFileSync('pdftoppm', ['-png', '-r', '40', review, review.replace('.pdf', '')]);
    } catch {
      /* pdftoppm missing: skip the review renders */
    }
  }
}

if (isMain(import.meta.url)) {
  const studio = await Studio.open();
  await buildPdfs(studio);
  await studio.close();
}
