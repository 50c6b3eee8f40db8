import { describe, expect, it } from 'vitest';
import { ACCOUNT_API } from '@shared/account-api';
import { API } from '@shared/api';
import { PASSWORD, register, sessionCookie, signIn, currentUser } from '../../helpers/accounts';
import {
  addPasskey,
  call,
  passkeySignIn,
  queuedMails,
  signInOptions,
} from '../../helpers/account-security';
import { DAY, HOUR, MINUTE } from '../../helpers/durations';
import { linkParam } from '../../helpers/mailed-tokens';
import { mailedAppSuite } from '../../helpers/app-suite';

// Issue 24: changing the password and the email while signed in.
const NEW_PASSWORD = 'a brand new secret';

const s = mailedAppSuite();

const alive = async (cookie: string) =>
  (await s.t.request(API.authUser, { headers: { Cookie: cookie } })).status === 200;
const me = (cookie: string) => currentUser(s.t, cookie);
const changePassword = (cookie: string, body: unknown) =>
  call(s.t, 'POST', ACCOUNT_API.password, { cookie, body });
const secondDevice = async (email = 'amelia@example.com', password = PASSWORD) =>
  sessionCookie(await signIn(s.t, email, password)) ?? '';

describe('POST /api/auth/password', () => {
  it('with the current password: sets the new one, ends every other session, mails', async () => {
    const { cookie } = await register(s.t);
    const other = await secondDevice();
    s.time.advance(HOUR);
    const res = await changePassword(cookie, {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      message: 'Your password has been changed. Every other device has been signed out.',
    });
    expect(await alive(cookie)).toBe(true);
    expect(await alive(other)).toBe(false);
    expect((await signIn(s.t, 'amelia@example.com')).status).toBe(401);
    expect((await signIn(s.t, 'amelia@example.com', NEW_PASSWORD)).status).toBe(200);
    const [mail] = queuedMails(s.t, 'password_changed');
    expect(mail).toMatchObject({
      to_address: 'amelia@example.com',
      subject: 'Your Aurelian Private Club password was changed',
    });
    expect(mail?.html_body).toContain('Your password was changed');
  });

  it('refuses a wrong current password on its field, and changes nothing', async () => {
    const { cookie } = await register(s.t);
    const other = await secondDevice();
    const res = await changePassword(cookie, {
      currentPassword: 'not it at all',
      newPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      issues: { currentPassword: 'That password is not correct. Please try again.' },
    });
    expect(await alive(other)).toBe(true);
    expect((await signIn(s.t, 'amelia@example.com')).status).toBe(200);
    expect(queuedMails(s.t, 'password_changed')).toEqual([]);
  });

  it('without the current password, a passkey proof within 5 minutes will do', async () => {
    const { cookie } = await register(s.t);
    const { key } = await addPasskey(s.t, cookie);
    s.time.advance(HOUR);
    const refused = await changePassword(cookie, { newPassword: NEW_PASSWORD });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'reauth_required' });
    const options = await signInOptions(s.t, ACCOUNT_API.reauthOptions, cookie);
    const proof = await call(s.t, 'POST', ACCOUNT_API.reauth, {
      cookie,
      body: { passkey: key.answer(options) },
    });
    expect(proof.status).toBe(200);
    expect((await changePassword(cookie, { newPassword: NEW_PASSWORD })).status).toBe(200);
  });

  it('refuses a short, common or unchanged new password', async () => {
    const { cookie } = await register(s.t);
    const short = await changePassword(cookie, { currentPassword: PASSWORD, newPassword: 'abc' });
    expect(await short.json()).toMatchObject({
      issues: { newPassword: 'Password must be at least 6 characters' },
    });
    const common = await changePassword(cookie, {
      currentPassword: PASSWORD,
      newPassword: 'password123',
    });
    expect(common.status).toBe(400);
    expect(await common.json()).toMatchObject({
      issues: { newPassword: 'This password is too common. Please choose another.' },
    });
    const same = await changePassword(cookie, { currentPassword: PASSWORD, newPassword: PASSWORD });
    expect(await same.json()).toMatchObject({
      issues: { newPassword: 'Your new password must be different from the current one.' },
    });
  });

  it('uses up a reset link mailed before the change', async () => {
    const { cookie } = await register(s.t);
    await s.t.post(API.forgotPassword, { email: 'amelia@example.com' });
    await changePassword(cookie, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    const open = s.t.db.$client
      .prepare('SELECT COUNT(*) AS n FROM password_reset_tokens WHERE used_at IS NULL')
      .get() as { n: number };
    expect(open.n).toBe(0);
  });

  it('answers 401 without a session', async () => {
    const res = await changePassword('', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(401);
  });
});

describe('changing the email', () => {
  const requestChange = (cookie: string, email: string) =>
    call(s.t, 'POST', ACCOUNT_API.email, { cookie, body: { email } });
  const confirm = (token: string) =>
    call(s.t, 'POST', ACCOUNT_API.emailConfirm, { body: { token } });
  const undo = (token: string) => call(s.t, 'POST', ACCOUNT_API.emailUndo, { body: { token } });
  const confirmToken = () =>
    linkParam(queuedMails(s.t, 'email_change_confirm').at(-1)?.text_body ?? '', 'token');
  const undoToken = () =>
    linkParam(queuedMails(s.t, 'email_changed').at(-1)?.text_body ?? '', 'undo');

  it('mails a link to the new address; opening it makes the change and tells the old one', async () => {
    const { cookie } = await register(s.t);
    const res = await requestChange(cookie, 'Amelia.Hart@Example.org');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      message:
        'We have sent a link to your new address. Open it within an hour to make the change.',
    });
    const [link] = queuedMails(s.t, 'email_change_confirm');
    expect(link).toMatchObject({ to_address: 'amelia.hart@example.org' });
    expect(link?.text_body).toMatch(/http:\/\/localhost\/email-change\?token=[a-z2-7]{32}/);
    // Only the token's hash is stored.
    expect(
      JSON.stringify(s.t.db.$client.prepare('SELECT * FROM email_changes').all()),
    ).not.toContain(confirmToken());
    expect((await me(cookie)).email).toBe('amelia@example.com');

    s.time.advance(30 * MINUTE);
    const done = await confirm(confirmToken());
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({
      message: 'Your email has been changed.',
      email: 'amelia.hart@example.org',
    });
    const user = await me(cookie);
    expect(user).toMatchObject({ email: 'amelia.hart@example.org', emailVerified: true });
    const [told] = queuedMails(s.t, 'email_changed');
    expect(told).toMatchObject({ to_address: 'amelia@example.com' });
    expect(told?.text_body).toContain('amelia.hart@example.org');
    expect(told?.text_body).toMatch(/email-change\?undo=[a-z2-7]{32}/);
    expect((await signIn(s.t, 'amelia.hart@example.org')).status).toBe(200);
    expect((await signIn(s.t, 'amelia@example.com')).status).toBe(401);
  });

  it('a link works once and for one hour; a newer request replaces it', async () => {
    const { cookie } = await register(s.t);
    await requestChange(cookie, 'first@example.org');
    const first = confirmToken();
    await requestChange(cookie, 'second@example.org');
    const second = confirmToken();
    expect(await (await confirm(first)).json()).toMatchObject({ code: 'token_replaced' });
    s.time.advance(HOUR);
    const late = await confirm(second);
    expect(late.status).toBe(400);
    expect(await late.json()).toMatchObject({
      code: 'token_expired',
      message: 'This link has expired. You can ask for a new one from your profile.',
    });
    // An hour on, the member confirms it is them again before asking once more.
    await call(s.t, 'POST', ACCOUNT_API.reauth, { cookie, body: { password: PASSWORD } });
    expect((await requestChange(cookie, 'third@example.org')).status).toBe(200);
    const third = confirmToken();
    expect((await confirm(third)).status).toBe(200);
    expect(await (await confirm(third)).json()).toMatchObject({ code: 'token_used' });
    expect(await (await confirm('nonsense')).json()).toMatchObject({ code: 'token_invalid' });
  });

  it('undo within 7 days restores the old address and signs every device out', async () => {
    const { cookie } = await register(s.t);
    await requestChange(cookie, 'amelia.hart@example.org');
    await confirm(confirmToken());
    const token = undoToken();
    s.time.advance(7 * DAY - 1);
    const res = await undo(token);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ email: 'amelia@example.com' });
    expect(await alive(cookie)).toBe(false);
    const signedIn = await signIn(s.t, 'amelia@example.com');
    expect(signedIn.status).toBe(200);
    expect(queuedMails(s.t, 'email_change_undone')).toEqual([
      expect.objectContaining({ to_address: 'amelia@example.com' }),
    ]);
    expect(await (await undo(token)).json()).toMatchObject({ code: 'token_used' });
  });

  it('undo also removes every passkey, and the mail names them (issue 36)', async () => {
    const { cookie } = await register(s.t);
    // An intruder with the session adds a passkey of their own, then moves the address.
    const { key } = await addPasskey(s.t, cookie, undefined, 'Intruder phone');
    await requestChange(cookie, 'intruder@example.org');
    await confirm(confirmToken());
    expect((await undo(undoToken())).status).toBe(200);
    expect(s.t.count('passkeys')).toBe(0);
    const res = await passkeySignIn(s.t, key);
    expect(res.status).toBe(401);
    expect(sessionCookie(res)).toBeNull();
    const [told] = queuedMails(s.t, 'email_change_undone');
    expect(told?.text_body).toContain('“Intruder phone”');
    expect(told?.text_body).toContain('Security section of your profile');
  });

  it('a confirmed change voids reset links mailed to the old address (issue 36)', async () => {
    const { cookie } = await register(s.t);
    expect((await s.t.post(API.forgotPassword, { email: 'amelia@example.com' })).status).toBe(200);
    const resetToken = linkParam(s.mailer.sent.at(-1)?.text ?? '', 'token');
    await requestChange(cookie, 'amelia.hart@example.org');
    await confirm(confirmToken());
    const res = await s.t.post(API.resetPassword, { token: resetToken, password: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'token_expired' });
    // The owner keeps the account, signed in, with the password they chose.
    expect(await alive(cookie)).toBe(true);
    expect((await signIn(s.t, 'amelia.hart@example.org')).status).toBe(200);
  });

  it('a confirmed change voids every other pending change of the account (issue 36)', async () => {
    const { cookie } = await register(s.t);
    await requestChange(cookie, 'first@example.org');
    const first = confirmToken();
    // Both requests' links live at once (as rows an older release left would be): confirming one
    // must still void the other.
    s.t.db.$client
      .prepare('UPDATE email_changes SET expires_at = ? WHERE 1')
      .run('2099-01-01T00:00:00.000Z');
    await requestChange(cookie, 'second@example.org');
    s.t.db.$client
      .prepare('UPDATE email_changes SET expires_at = ? WHERE 1')
      .run('2099-01-01T00:00:00.000Z');
    expect((await confirm(confirmToken())).status).toBe(200);
    const late = await confirm(first);
    expect(late.status).toBe(400);
    expect((await me(cookie)).email).toBe('second@example.org');
  });

  it('undo expires after 7 days', async () => {
    const { cookie } = await register(s.t);
    await requestChange(cookie, 'amelia.hart@example.org');
    await confirm(confirmToken());
    s.time.advance(7 * DAY);
    const res = await undo(undoToken());
    expect(await res.json()).toMatchObject({ code: 'token_expired' });
    expect((await me(cookie)).email).toBe('amelia.hart@example.org');
  });

  it('undoing an earlier change voids the undo of a later one (no switching back)', async () => {
    const { cookie } = await register(s.t);
    await requestChange(cookie, 'b@example.org');
    await confirm(confirmToken());
    const undoFirst = undoToken();
    await requestChange(cookie, 'c@example.org');
    await confirm(confirmToken());
    const undoSecond = undoToken();
    expect((await undo(undoFirst)).status).toBe(200);
    const second = await undo(undoSecond);
    expect(second.status).toBe(400);
    expect(await second.json()).toMatchObject({ code: 'token_replaced' });
    expect((await signIn(s.t, 'amelia@example.com')).status).toBe(200);
  });

  it('refuses the same address, an address with an account, and a bad one', async () => {
    const { cookie } = await register(s.t);
    await register(s.t, { email: 'bruno@example.com' });
    const same = await requestChange(cookie, 'AMELIA@example.com');
    expect(same.status).toBe(400);
    expect(await same.json()).toMatchObject({
      issues: { email: 'This is already the email of your account.' },
    });
    const taken = await requestChange(cookie, 'bruno@example.com');
    expect(taken.status).toBe(409);
    const bad = await requestChange(cookie, 'not an email');
    expect(await bad.json()).toMatchObject({
      issues: { email: 'Please enter a valid email address' },
    });
    expect(queuedMails(s.t, 'email_change_confirm')).toEqual([]);
  });

  it('refuses the confirmation when the address was taken in the meantime', async () => {
    const { cookie } = await register(s.t);
    await requestChange(cookie, 'wanted@example.org');
    await register(s.t, { email: 'wanted@example.org' });
    const res = await confirm(confirmToken());
    expect(res.status).toBe(409);
    expect((await me(cookie)).email).toBe('amelia@example.com');
  });

  it('needs a proof within 5 minutes, and a session', async () => {
    const { cookie } = await register(s.t);
    s.time.advance(5 * MINUTE);
    const res = await requestChange(cookie, 'new@example.org');
    expect(res.status).toBe(403);
    expect((await requestChange('', 'new@example.org')).status).toBe(401);
    expect(queuedMails(s.t, 'email_change_confirm')).toEqual([]);
  });

  it('refuses a missing token with a 400', async () => {
    const res = await call(s.t, 'POST', ACCOUNT_API.emailConfirm, { body: {} });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ issues: { token: 'This link is invalid' } });
  });
});
