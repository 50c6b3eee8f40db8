/**
 * Files in conversations (issue 38): JPEG, PNG, WebP and PDF up to 10 MB, checked by content;
 * pictures re-encoded without their location data; a message names its uploads; files served
 * only to the thread's member and to staff, with Content-Disposition and nosniff; nothing
 * half-stored on a refusal; the member's export lists them and their deletion erases them.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_API, type AccountExport } from '@shared/account-api';
import { ATTACHMENT_MAX_BYTES } from '@shared/constants';
import {
  ATTACHMENT_SIZE_MESSAGE,
  ATTACHMENT_TYPE_MESSAGE,
  ATTACHMENT_UNKNOWN_MESSAGE,
} from '@shared/schemas/thread-attachments';
import {
  THREADS_API,
  type ConciergeThreadDetail,
  type ThreadAttachment,
  type ThreadDetail,
  type ThreadMessage,
} from '@shared/threads-api';
import { pruneUnsentAttachments, threadAttachmentFiles } from '@api/threads';
import { makeClock, makeTestApp, TEST_ORIGIN, type TestApp } from '../../helpers/api';
import { PASSWORD, register } from '../../helpers/accounts';
import { call } from '../../helpers/account-security';
import { endlessBody } from '../../helpers/endless-body';
import { signedIn, type Person } from '../../helpers/staff';

let t: TestApp;
let dir: string;
let member: Person;
let other: Person;
let staff: Person;
let threadId: string;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'club-attachments-'));
  const time = makeClock();
  t = makeTestApp({ clock: time.clock, env: { UPLOADS_DIR: dir } });
  const registered = await register(t);
  member = { id: registered.user.id, email: registered.user.email, cookie: registered.cookie };
  other = signedIn(t, time, 'member', 'other@club.test');
  staff = signedIn(t, time, 'concierge');
  threadId = (await ask(member)).id;
});
afterEach(() => {
  t.close();
  rmSync(dir, { recursive: true, force: true });
});

async function ask(who: Person): Promise<ThreadDetail> {
  const body = { subject: 'The villa', body: 'Plans attached.', clientId: crypto.randomUUID() };
  const res = await call(t, 'POST', THREADS_API.threads, { cookie: who.cookie, body });
  return (await res.json()) as ThreadDetail;
}

const storedFiles = () => {
  try {
    return readdirSync(join(dir, 'threads'));
  } catch {
    return [];
  }
};

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#c9a227' } })
    .png()
    .toBuffer();
const webp = () =>
  sharp({ create: { width: 20, height: 20, channels: 3, background: '#10151c' } })
    .webp()
    .toBuffer();
/** A camera's JPEG: with its GPS position in EXIF, and stored on its side (orientation 6). */
const jpegWithGps = () =>
  sharp({ create: { width: 60, height: 40, channels: 3, background: '#884422' } })
    .jpeg()
    .withMetadata({
      orientation: 6,
      exif: {
        IFD0: { Make: 'Club Camera' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '43/1 42/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '7/1 15/1 0/1',
        },
      },
    })
    .toBuffer();
const PDF = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

function upload(
  bytes: Uint8Array | string,
  name: string,
  type: string,
  { who = member, path = THREADS_API.attachments(threadId) } = {},
) {
  const form = new FormData();
  const part = typeof bytes === 'string' ? bytes : new Uint8Array(bytes);
  form.append('file', new File([part], name, { type }));
  return t.request(path, {
    method: 'POST',
    body: form,
    headers: { Origin: TEST_ORIGIN, Cookie: who.cookie },
  });
}

async function uploaded(...args: Parameters<typeof upload>): Promise<ThreadAttachment> {
  const res = await upload(...args);
  expect(res.status).toBe(201);
  return (await res.json()) as ThreadAttachment;
}

const write = (body: unknown, who = member, id = threadId) =>
  call(t, 'POST', THREADS_API.messages(id), { cookie: who.cookie, body });
const get = (path: string, who: Person) => t.request(path, { headers: { Cookie: who.cookie } });

describe('POST /api/threads/:id/attachments', () => {
  it('keeps a PNG, a WebP and a PDF, checked by content, each under a generated name', async () => {
    const image = await uploaded(await png(), 'plan.png', 'image/png');
    expect(image).toEqual({
      id: expect.any(String),
      name: 'plan.png',
      kind: 'image',
      contentType: 'image/png',
      size: expect.any(Number),
      width: 40,
      height: 30,
    });
    const pic = await uploaded(await webp(), 'terrace.webp', 'image/webp');
    expect(pic).toMatchObject({ kind: 'image', contentType: 'image/webp' });
    const pdf = await uploaded(PDF, '../../etc/Villa "plan".pdf', 'application/pdf');
    expect(pdf).toMatchObject({
      kind: 'pdf',
      contentType: 'application/pdf',
      name: 'Villa plan.pdf',
      size: PDF.length,
      width: null,
    });
    expect(storedFiles()).toHaveLength(3);
    for (const name of storedFiles()) expect(name).toMatch(/^[0-9a-f]{32}$/);
    expect(t.count('thread_attachments')).toBe(3);
  });

  it('re-encodes a JPEG upright, without its EXIF and so without its GPS position', async () => {
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const jpeg = await uploaded(original, 'IMG_0001.JPG', 'image/jpeg');
    // Orientation 6 is a quarter turn: the stored picture is 40 wide and 60 high.
    expect(jpeg).toMatchObject({ name: 'IMG_0001.jpg', width: 40, height: 60 });
    await write({ body: '', clientId: crypto.randomUUID(), attachmentIds: [jpeg.id] });
    const res = await get(THREADS_API.attachment(threadId, jpeg.id), member);
    const stored = Buffer.from(await res.arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from('Club Camera'))).toBe(false);
  });

  it('refuses 11 MB with 413 and its message, and stores nothing', async () => {
    const big = new Uint8Array(11 * 1024 * 1024);
    big.set(Buffer.from('%PDF-1.4\n'));
    const res = await upload(big, 'big.pdf', 'application/pdf');
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ message: ATTACHMENT_SIZE_MESSAGE });
    expect(t.count('thread_attachments')).toBe(0);
    expect(storedFiles()).toEqual([]);
    expect(ATTACHMENT_MAX_BYTES).toBe(10 * 1024 * 1024);
  });

  it('stops reading an endless body just past 10 MB (413), never buffering it whole', async () => {
    const { body, counter } = endlessBody();
    const res = await t.app.request(THREADS_API.attachments(threadId), {
      method: 'POST',
      body,
      duplex: 'half',
      headers: {
        'Content-Type': 'multipart/form-data; boundary=x',
        Origin: TEST_ORIGIN,
        Cookie: member.cookie,
      },
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ message: ATTACHMENT_SIZE_MESSAGE });
    expect(counter.pulled).toBeLessThanOrEqual(ATTACHMENT_MAX_BYTES + 256 * 1024);
    expect(storedFiles()).toEqual([]);
  });

  it.each([
    ['an HTML page named .jpg', '<html><script>alert(1)</script></html>', 'x.jpg', 'image/jpeg'],
    ['a Windows program named .pdf', 'MZ\x90\x00\x03\x00\x00\x00', 'x.pdf', 'application/pdf'],
    ['a GIF', 'GIF89a\x01\x00\x01\x00', 'x.gif', 'image/gif'],
  ])('refuses %s with 415 and stores nothing', async (_, bytes, name, type) => {
    const res = await upload(bytes, name, type);
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ message: ATTACHMENT_TYPE_MESSAGE });
    expect(t.count('thread_attachments')).toBe(0);
    expect(storedFiles()).toEqual([]);
  });

  it('refuses a picture sharp cannot decode (400), keeping nothing', async () => {
    const broken = (await png()).subarray(0, 60);
    const res = await upload(broken, 'broken.png', 'image/png');
    expect(res.status).toBe(400);
    expect(t.count('thread_attachments')).toBe(0);
    expect(storedFiles()).toEqual([]);
  });

  it("is a 404 on another member's thread", async () => {
    const res = await upload(PDF, 'a.pdf', 'application/pdf', { who: other });
    expect(res.status).toBe(404);
    expect(storedFiles()).toEqual([]);
  });
});

describe('a message with files', () => {
  it('carries them, and the thread detail shows them; the body may be empty', async () => {
    const image = await uploaded(await png(), 'plan.png', 'image/png');
    const pdf = await uploaded(PDF, 'contract.pdf', 'application/pdf');
    const res = await write({
      body: '',
      clientId: crypto.randomUUID(),
      attachmentIds: [image.id, pdf.id],
    });
    expect(res.status).toBe(201);
    expect(((await res.json()) as ThreadMessage).attachments).toEqual([image, pdf]);
    const detail = (await (await get(THREADS_API.thread(threadId), member)).json()) as ThreadDetail;
    expect(detail.messages.at(-1)).toMatchObject({ body: '', attachments: [image, pdf] });
    const console = await get(THREADS_API.conciergeThread(threadId), staff);
    const seen = (await console.json()) as ConciergeThreadDetail;
    expect(seen.messages.at(-1)!.attachments).toEqual([image, pdf]);
  });

  it('without words or files is refused with the words message', async () => {
    const res = await write({ body: '', clientId: crypto.randomUUID(), attachmentIds: [] });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ issues: { body: 'Please write a message' } });
  });

  it("refuses another member's file, an unknown one and one already sent (400)", async () => {
    const mine = await uploaded(PDF, 'a.pdf', 'application/pdf');
    const theirThread = (await ask(other)).id;
    const theirs = await uploaded(PDF, 'b.pdf', 'application/pdf', {
      who: other,
      path: THREADS_API.attachments(theirThread),
    });
    for (const id of [theirs.id, crypto.randomUUID()]) {
      const res = await write({ body: 'x', clientId: crypto.randomUUID(), attachmentIds: [id] });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message: ATTACHMENT_UNKNOWN_MESSAGE });
    }
    expect(t.count('thread_messages')).toBe(2);
    expect(
      (await write({ body: 'x', clientId: crypto.randomUUID(), attachmentIds: [mine.id] })).status,
    ).toBe(201);
    const again = await write({
      body: 'y',
      clientId: crypto.randomUUID(),
      attachmentIds: [mine.id],
    });
    expect(again.status).toBe(400);
  });
});

describe('GET a file', () => {
  async function sent() {
    const image = await uploaded(await png(), 'plan.png', 'image/png');
    const pdf = await uploaded(PDF, 'Villa Éden.pdf', 'application/pdf');
    await write({ body: 'Both', clientId: crypto.randomUUID(), attachmentIds: [image.id, pdf.id] });
    return { image, pdf };
  }

  it('serves the member their PDF as a download, with nosniff, a sandbox and no caching', async () => {
    const { pdf } = await sent();
    const res = await get(THREADS_API.attachment(threadId, pdf.id), member);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    expect(res.headers.get('Content-Disposition')).toBe(
      `attachment; filename="Villa _den.pdf"; filename*=UTF-8''Villa%20%C3%89den.pdf`,
    );
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    expect(res.headers.get('Content-Security-Policy')).toContain('sandbox');
    expect(await res.text()).toBe(PDF);
  });

  it('serves staff both sides’ files at the console path, a picture inline', async () => {
    const { image } = await sent();
    const res = await get(THREADS_API.conciergeAttachment(threadId, image.id), staff);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/png');
    expect(res.headers.get('Content-Disposition')).toMatch(/^inline; filename="plan.png"/);
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(40);
  });

  it('is a 404 for another member, for a member at the console path, and for staff before it is sent', async () => {
    const { image } = await sent();
    expect((await get(THREADS_API.attachment(threadId, image.id), other)).status).toBe(404);
    const console = await get(THREADS_API.conciergeAttachment(threadId, image.id), member);
    expect(console.status).toBe(403);
    const unsent = await uploaded(PDF, 'draft.pdf', 'application/pdf');
    expect((await get(THREADS_API.conciergeAttachment(threadId, unsent.id), staff)).status).toBe(
      404,
    );
    expect((await get(THREADS_API.attachment(threadId, unsent.id), member)).status).toBe(200);
  });
});

describe('staff attach', () => {
  it('upload at the console path and reply with the file; the member opens it', async () => {
    const path = THREADS_API.conciergeAttachments(threadId);
    const pdf = await uploaded(PDF, 'itinerary.pdf', 'application/pdf', { who: staff, path });
    const reply = await call(t, 'POST', THREADS_API.conciergeMessages(threadId), {
      cookie: staff.cookie,
      body: { body: '', attachmentIds: [pdf.id] },
    });
    expect(reply.status).toBe(200);
    const detail = (await reply.json()) as ConciergeThreadDetail;
    expect(detail.messages.at(-1)).toMatchObject({ author: 'concierge', attachments: [pdf] });
    const res = await get(THREADS_API.attachment(threadId, pdf.id), member);
    expect(res.status).toBe(200);
    // A member cannot send staff's file as their own.
    const mine = await write({ body: 'x', clientId: crypto.randomUUID(), attachmentIds: [pdf.id] });
    expect(mine.status).toBe(400);
  });

  it('refuses a member at the console upload (403), storing nothing', async () => {
    const path = THREADS_API.conciergeAttachments(threadId);
    expect((await upload(PDF, 'a.pdf', 'application/pdf', { path })).status).toBe(403);
    expect(storedFiles()).toEqual([]);
  });
});

describe("the member's data", () => {
  it('the export lists the files; deleting the account removes their rows and files', async () => {
    const pdf = await uploaded(PDF, 'contract.pdf', 'application/pdf');
    await write({ body: 'Signed', clientId: crypto.randomUUID(), attachmentIds: [pdf.id] });
    const exported = (await (
      await call(t, 'GET', ACCOUNT_API.export, { cookie: member.cookie })
    ).json()) as AccountExport;
    expect(exported.conversations[0]!.messages.at(-1)!.attachments).toEqual([
      { name: 'contract.pdf', kind: 'pdf', contentType: 'application/pdf', size: PDF.length },
    ]);
    // Another member's file stays.
    const theirThread = (await ask(other)).id;
    await uploaded(PDF, 'b.pdf', 'application/pdf', {
      who: other,
      path: THREADS_API.attachments(theirThread),
    });
    expect(storedFiles()).toHaveLength(2);
    const res = await call(t, 'DELETE', ACCOUNT_API.account, {
      cookie: member.cookie,
      body: { password: PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(t.count('thread_attachments')).toBe(1);
    expect(storedFiles()).toHaveLength(1);
  });
});

describe('unsent files', () => {
  it('go after a day, rows and files; sent ones stay', async () => {
    const sentFile = await uploaded(PDF, 'sent.pdf', 'application/pdf');
    await write({ body: 'x', clientId: crypto.randomUUID(), attachmentIds: [sentFile.id] });
    await uploaded(PDF, 'removed.pdf', 'application/pdf');
    const files = threadAttachmentFiles(dir);
    const uploadedAt = Date.parse('2025-09-20T12:00:00.000Z');
    const soon = new Date(uploadedAt + 60 * 60 * 1000);
    expect(await pruneUnsentAttachments(t.db, files, soon)).toBe(0);
    const dayAfter = new Date(uploadedAt + 25 * 60 * 60 * 1000);
    expect(await pruneUnsentAttachments(t.db, files, dayAfter)).toBe(1);
    expect(t.count('thread_attachments')).toBe(1);
    expect(storedFiles()).toHaveLength(1);
  });
});
