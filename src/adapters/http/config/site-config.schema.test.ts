import { describe, expect, it, vi } from 'vitest';
import doc from '../../../../contracts/openapi/bff-config.json';
import { siteConfigSchema, toDomain } from './site-config.schema';

type Json = Record<string, unknown>;
const silent = { warn: () => {} };
const operation = (doc.paths as Record<string, Record<string, Json>>)['/config/all.json']!.get as Json;
const media = Object.values(((operation.responses as Json)['200'] as Json).content as Json)[0] as Json;
const example = structuredClone(media.example ?? (Object.values(media.examples as Json)[0] as Json).value) as Json & {
  features: Json;
};

describe('config/all.json optional features (issue 5: the HTTP build carries the shell features)', () => {
  it('absent optional features leave the domain defaults (one-tap off, reminder off, update notice on)', () => {
    const config = toDomain(siteConfigSchema.parse(example), silent);
    expect(config.googleOneTap).toBeUndefined();
    expect(config.registrationReminder).toBeUndefined();
    expect(config.appUpdateNotice).toBeUndefined();
  });

  it('one-tap, the registration reminder, redirect origins and redirect rules reach the domain', () => {
    const wire = {
      ...example,
      features: {
        ...example.features,
        googleOneTap: true,
        appUpdateNotice: false,
        registrationReminder: { delaySeconds: 30, intervalMinutes: 0 },
        allowedRedirectOrigins: ['https://pay.example.com'],
        authRedirectRules: [{ route_from: '/en/registration', route_to: '/en/office/recharge' }],
      },
    };
    const config = toDomain(siteConfigSchema.parse(wire), silent);
    expect(config.googleOneTap).toBe(true);
    expect(config.appUpdateNotice).toBe(false);
    expect(config.registrationReminder).toEqual({ delaySeconds: 30, intervalMinutes: 0 });
    expect(config.allowedRedirectOrigins).toEqual(['https://pay.example.com']);
    expect(config.authRedirectRules).toEqual([{ route_from: '/en/registration', route_to: '/en/office/recharge' }]);
  });

  it('a malformed reminder (negative delay) is rejected at the boundary', () => {
    const wire = { ...example, features: { ...example.features, registrationReminder: { delaySeconds: -1, intervalMinutes: 5 } } };
    expect(siteConfigSchema.safeParse(wire).success).toBe(false);
  });
});

describe('config/all.json remoteApps (spec 000 §1: sections that are remote apps; only URLs the shell may load)', () => {
  it('absent: no section is remote', () => {
    expect(toDomain(siteConfigSchema.parse(example), silent).remoteApps).toBeUndefined();
  });

  it('absolute https URLs and same-origin paths reach the domain; anything else is dropped and logged', () => {
    const warn = vi.fn();
    const wire = {
      ...example,
      remoteApps: {
        slots: 'https://mf.example.com/slots',
        casino: '/mf/casino',
        toto: 'javascript:alert(1)',
        lotto: 'http://mf.example.com/lotto',
        bingo: '//evil.example/bingo',
        'Bad Key': 'https://mf.example.com/x',
      },
    };
    const config = toDomain(siteConfigSchema.parse(wire), { warn });
    expect(config.remoteApps).toEqual({ slots: 'https://mf.example.com/slots', casino: '/mf/casino' });
    expect(warn).toHaveBeenCalledTimes(4);
    expect(warn).toHaveBeenCalledWith('site config: remote app dropped', expect.objectContaining({ section: 'toto', url: 'javascript:alert(1)' }));
  });

  it('a remoteApps value that is not a string fails the config at the boundary (a typed error, not a crash)', () => {
    expect(siteConfigSchema.safeParse({ ...example, remoteApps: { slots: 42 } }).success).toBe(false);
  });
});

describe('config/all.json licenceMetaTag (spec 001 §3 site config "Licence meta tag")', () => {
  it('spec 001 §3: the licence meta tag reaches the domain as the config sends it (null: none); the head reads it', () => {
    const tag = '<meta name="licence-verification" content="A1B2C3">';
    expect(toDomain(siteConfigSchema.parse({ ...example, licenceMetaTag: tag }), silent).licenceMetaTag).toBe(tag);
    expect(toDomain(siteConfigSchema.parse({ ...example, licenceMetaTag: null }), silent).licenceMetaTag).toBeNull();
  });
});
