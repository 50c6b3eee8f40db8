import { afterEach, describe, expect, it } from 'vitest';
import { addressKey } from '@api/middleware/ip-address';
import { forwardedClient } from '@api/middleware/client-address';
import { API } from '@shared/api';
import { registration } from '../../helpers/accounts';
import { makeClock, makeTestApp, type TestApp } from '../../helpers/api';

let t: TestApp | undefined;
afterEach(() => t?.close());

/** An app whose public writes allow two an address, behind `proxies` trusted proxies. */
function appBehind(proxies: string) {
  t = makeTestApp({
    clock: makeClock().clock,
    env: { RATE_LIMIT_WRITES_ADDRESS: '2/1m', TRUST_PROXY: proxies },
  });
  return t;
}

let n = 0;
/** The statuses of `count` newsletter sign-ups sent with these X-Forwarded-For values in turn. */
async function writesFrom(app: TestApp, ...forwardedFor: string[]) {
  const statuses: number[] = [];
  for (const value of forwardedFor) {
    const res = await app.post(
      API.newsletter,
      { email: `reader${n++}@example.com` },
      { headers: { 'X-Forwarded-For': value } },
    );
    statuses.push(res.status);
  }
  return statuses;
}

describe('the client address behind TRUST_PROXY', () => {
  it('counts the 21st registration from one address however the leftmost entry is spoofed', async () => {
    t = makeTestApp({ clock: makeClock().clock, env: { TRUST_PROXY: '1' } });
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const res = await t.post(API.register, registration({ email: `member${i}@example.com` }), {
        // The attacker writes a new first entry each time; our proxy appends the real address.
        headers: { 'X-Forwarded-For': `198.51.100.${i}, 203.0.113.9` },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(201));
    expect(statuses.slice(20)).toEqual(Array(5).fill(429));
    expect(t.count('users')).toBe(20);
  });

  it('reads the entry our one proxy appended, the rightmost', async () => {
    const app = appBehind('true');
    expect(await writesFrom(app, '10.0.0.1, 203.0.113.1', '10.0.0.2, 203.0.113.1')).toEqual([
      201, 201,
    ]);
    expect(await writesFrom(app, '10.0.0.3, 203.0.113.1')).toEqual([429]);
    expect(await writesFrom(app, '10.0.0.1, 203.0.113.2')).toEqual([201]);
  });

  it('reads the Nth entry from the right behind N proxies', async () => {
    const app = appBehind('2');
    // spoofed, client, what the outer proxy saw of itself (added by the inner one)
    const from = (client: string, spoof: string) => `${spoof}, ${client}, 10.1.0.1`;
    expect(await writesFrom(app, from('203.0.113.5', 'a'), from('203.0.113.5', 'b'))).toEqual([
      201, 201,
    ]);
    expect(await writesFrom(app, from('203.0.113.5', 'c'))).toEqual([429]);
    expect(await writesFrom(app, from('203.0.113.6', 'a'))).toEqual([201]);
  });

  it('takes the leftmost entry when there are fewer entries than proxies', async () => {
    const app = appBehind('3');
    expect(await writesFrom(app, '203.0.113.7', '203.0.113.7, 10.1.0.1')).toEqual([201, 201]);
    expect(await writesFrom(app, ' 203.0.113.7 ')).toEqual([429]);
  });

  it('counts IPv6 addresses per /64', async () => {
    const app = appBehind('1');
    expect(await writesFrom(app, '2001:db8:1:2::a', '2001:DB8:1:2:ffff:ffff:ffff:ffff')).toEqual([
      201, 201,
    ]);
    // Another address in the same /64, written another way: still the same subscriber.
    expect(await writesFrom(app, '[2001:0db8:0001:0002:0:0:0:1]:443')).toEqual([429]);
    expect(await writesFrom(app, '2001:db8:1:3::a')).toEqual([201]);
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', async () => {
    const app = appBehind('1');
    expect(await writesFrom(app, '203.0.113.8', '::ffff:203.0.113.8')).toEqual([201, 201]);
    expect(await writesFrom(app, '::FFFF:cb00:7108')).toEqual([429]);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY', async () => {
    const app = appBehind('0');
    expect(await writesFrom(app, '203.0.113.1', '203.0.113.2', '203.0.113.3')).toEqual([
      201, 201, 429,
    ]);
  });
});

describe('forwardedClient', () => {
  it.each([
    ['1.1.1.1, 2.2.2.2, 3.3.3.3', 1, '3.3.3.3'],
    ['1.1.1.1, 2.2.2.2, 3.3.3.3', 2, '2.2.2.2'],
    ['1.1.1.1, 2.2.2.2, 3.3.3.3', 3, '1.1.1.1'],
    ['1.1.1.1, 2.2.2.2', 5, '1.1.1.1'],
    ['1.1.1.1,,2.2.2.2, ', 1, '2.2.2.2'],
    [' , ', 1, undefined],
    ['1.1.1.1', 0, undefined],
    [undefined, 1, undefined],
  ])('%j behind %i proxies → %s', (header, proxies, expected) => {
    expect(forwardedClient(header, proxies)).toBe(expected);
  });
});

describe('addressKey', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['203.0.113.9:51234', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['::ffff:cb00:7109', '203.0.113.9'],
    ['[::ffff:203.0.113.9]:80', '203.0.113.9'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8:0:0:1:2:3:4', '2001:db8:0:0::/64'],
    ['[2001:DB8:AB:CD::1]:8443', '2001:db8:ab:cd::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['not an address', 'not an address'],
    ['', 'unknown'],
  ])('%s → %s', (input, expected) => {
    expect(addressKey(input)).toBe(expected);
  });
});
