import { describe, expect, it } from 'vitest';
import type { CookieOptions, CookiesPort } from '../shared';
import { REFERRAL_COOKIE_LIFETIMES_S, parseReferralQuery, referralCookiesFromQuery, writeReferralCookies } from './referral-cookies';

const D = 86_400;
const watcher4s = { name: 'postback_watcher', value: '0', maxAgeSeconds: 4 };

describe('referral cookies (spec 001 §9)', () => {
  it.each([
    ['spec 001 §9: refererid 60 days (5184000 s)', '?refererid=77', [{ name: 'refererid', value: '77', maxAgeSeconds: 5_184_000 }, watcher4s]],
    ['spec 001 §9: reflinkid from bf lives 1 day', '?bf=abc', [{ name: 'reflinkid', value: 'abc', maxAgeSeconds: D }, watcher4s]],
    ['spec 001 §9: reflinkid from btag lives 60 days', '?btag=b1', [{ name: 'reflinkid', value: 'b1', maxAgeSeconds: 60 * D }, watcher4s]],
    ['spec 001 §9: reflinkid from tag lives 60 days', '?tag=t1', [{ name: 'reflinkid', value: 't1', maxAgeSeconds: 60 * D }, watcher4s]],
    ['spec 001 §9: reflinkid from qtag lives 60 days', '?qtag=q1', [{ name: 'reflinkid', value: 'q1', maxAgeSeconds: 60 * D }, watcher4s]],
    ['spec 001 §9: reflinkid sources in order: bf before btag', '?btag=b1&bf=f1', [{ name: 'reflinkid', value: 'f1', maxAgeSeconds: D }, watcher4s]],
    ['spec 001 §9: reflinkid sources in order: btag before tag', '?tag=t1&btag=b1', [{ name: 'reflinkid', value: 'b1', maxAgeSeconds: 60 * D }, watcher4s]],
    ['spec 001 §9: short reflinkid lives 1 hour', '?reflinkid=s1', [{ name: 'reflinkid', value: 's1', maxAgeSeconds: 3600 }, watcher4s]],
    ['design: a short reflinkid never overrides a long one', '?reflinkid=s1&qtag=q1', [{ name: 'reflinkid', value: 'q1', maxAgeSeconds: 60 * D }, watcher4s]],
    [
      'spec 001 §9: ref_partner_id 30 days for click_id with aip and utm_source',
      '?click_id=c1&aip=1&utm_source=x',
      [{ name: 'ref_partner_id', value: 'c1', maxAgeSeconds: 30 * D }, watcher4s],
    ],
    [
      'spec 001 §9: ref_partner_id 60 days for affid with a tag',
      '?affid=a1&tag=t1',
      [{ name: 'reflinkid', value: 't1', maxAgeSeconds: 60 * D }, { name: 'ref_partner_id', value: 'a1', maxAgeSeconds: 60 * D }, watcher4s],
    ],
    ['spec 001 §9: click_id without aip gets the default 86400 s', '?click_id=c1&utm_source=x', [{ name: 'ref_partner_id', value: 'c1', maxAgeSeconds: D }, watcher4s]],
    ['spec 001 §9: affid without a tag gets the default 86400 s', '?affid=a1', [{ name: 'ref_partner_id', value: 'a1', maxAgeSeconds: D }, watcher4s]],
    ['spec 001 §9: subid 60 days', '?subid=s9', [{ name: 'subid', value: 's9', maxAgeSeconds: 60 * D }, watcher4s]],
    ['spec 001 §9: postback_watcher 30 days with pb', '?tag=t1&pb=p1', [{ name: 'reflinkid', value: 't1', maxAgeSeconds: 60 * D }, { name: 'postback_watcher', value: 'p1', maxAgeSeconds: 30 * D }]],
    ['spec 001 §9: postback_watcher with pb alone', '?pb=p1', [{ name: 'postback_watcher', value: 'p1', maxAgeSeconds: 30 * D }]],
    ['spec 001 §9: no referral parameter writes nothing', '?lang=ru&utm_source=x', []],
    ['spec 001 §9: empty query writes nothing', '', []],
    ['design: empty values are ignored', '?refererid=&tag=', []],
    ['design: cookie-breaking values are ignored', '?refererid=1%3B%20path%3D%2F&subid=ok', [{ name: 'subid', value: 'ok', maxAgeSeconds: 60 * D }, watcher4s]],
    ['design: malformed escapes are ignored', '?refererid=%E0%A4%A&subid=ok', [{ name: 'subid', value: 'ok', maxAgeSeconds: 60 * D }, watcher4s]],
    ['design: too-long values are ignored', `?refererid=${'x'.repeat(300)}`, []],
    ['design: the first occurrence of a name wins', '?subid=a&subid=b', [{ name: 'subid', value: 'a', maxAgeSeconds: 60 * D }, watcher4s]],
    ['design: values are decoded and trimmed', '?subid=%20a%2Db%20', [{ name: 'subid', value: 'a-b', maxAgeSeconds: 60 * D }, watcher4s]],
  ])('%s', (_rule, query, cookies) => {
    expect(referralCookiesFromQuery(query)).toEqual(cookies);
  });

  it('spec 001 §9: lifetimes', () => {
    expect(REFERRAL_COOKIE_LIFETIMES_S).toEqual({
      refererid: 5_184_000,
      reflinkid: 5_184_000,
      reflinkidFromBf: 86_400,
      shortReflinkid: 3600,
      refPartnerIdClick: 2_592_000,
      refPartnerIdAffid: 5_184_000,
      postbackWatcherWithPb: 2_592_000,
      postbackWatcherWithoutPb: 4,
      subid: 5_184_000,
      default: 86_400,
    });
  });

  it('parses with or without the leading ?', () => {
    expect([...parseReferralQuery('a=1&b=x%2By&c=x+y')]).toEqual([['a', '1'], ['b', 'x+y']]);
    expect([...parseReferralQuery('?a=1=2')]).toEqual([['a', '1=2']]);
  });
});

describe('writing referral cookies', () => {
  it('spec 001 §9: each cookie is set with its lifetime on path /', () => {
    const set: [string, string, CookieOptions | undefined][] = [];
    const cookies: CookiesPort = { get: () => null, set: (n, v, o) => void set.push([n, v, o]), remove: () => undefined };
    writeReferralCookies(cookies, '?refererid=7&pb=p');
    expect(set).toEqual([
      ['refererid', '7', { maxAgeSeconds: 5_184_000, path: '/' }],
      ['postback_watcher', 'p', { maxAgeSeconds: 2_592_000, path: '/' }],
    ]);
  });
});
