import { describe, expect, it } from 'vitest';
import { getPackage, packages } from '#model/copy/packages.ts';
import { services } from '#model/copy/services.ts';
import { isTopicValue } from '#model/lists/topics.ts';
import { packageAreas } from '#model/structuredData/detail.ts';
import type { AreaCode } from '#model/types.ts';

const dach: AreaCode[] = ['AT', 'DE', 'CH'];
const unique = (values: string[]) => new Set(values).size === values.length;

describe('service areas', () => {
  it('are the four of the spec, with unique slugs', () => {
    expect(services.map((service) => service.slug)).toEqual(['marketing', 'international', 'innovation', 'funding']);
    expect(unique(services.map((service) => service.slug))).toBe(true);
  });

  it.each(services.map((service) => [service.slug, service] as const))(
    '%s lists exactly 7 offerings with unique titles',
    (_, service) => {
      expect(service.offerings).toHaveLength(7);
      expect(unique(service.offerings.map((offering) => offering.title))).toBe(true);
    },
  );

  it('preselect the matching contact topic', () => {
    expect(Object.fromEntries(services.map((service) => [service.slug, service.topic]))).toEqual({
      marketing: 'go-to-market',
      international: 'international',
      innovation: 'innovation',
      funding: 'funding',
    });
    for (const service of services) expect(isTopicValue(service.topic), service.slug).toBe(true);
  });

  it.each(services.map((service) => [service.slug, service.description] as const))(
    '%s has a meta description of 50–160 characters',
    (_, description) => {
      expect(description.length).toBeGreaterThanOrEqual(50);
      expect(description.length).toBeLessThanOrEqual(160);
    },
  );

  it('link only to packages that exist', () => {
    for (const service of services) {
      expect(service.relatedPackages.length, service.slug).toBeGreaterThan(0);
      for (const slug of service.relatedPackages) expect(getPackage(slug), `${service.slug} → ${slug}`).toBeDefined();
    }
  });

  it('serve AT, DE and CH; international adds EU, LATAM and ASIA', () => {
    for (const service of services) {
      if (service.slug === 'international')
        expect(service.areaServed).toEqual(expect.arrayContaining([...dach, 'EU', 'LATAM', 'ASIA']));
      else expect([...service.areaServed].sort()).toEqual([...dach].sort());
    }
  });

  it('have a benefits box with a title and items', () => {
    for (const service of services) {
      expect(service.benefits.title.length, service.slug).toBeGreaterThan(0);
      expect(service.benefits.items.length, service.slug).toBeGreaterThan(0);
    }
  });
});

describe('packages', () => {
  it('are the six of the spec, with unique slugs', () => {
    expect(packages.map((pkg) => pkg.slug)).toEqual([
      'market-entry',
      'innovation-transformation',
      'international-expansion',
      'funding-growth',
      'education',
      'sparring',
    ]);
    expect(unique(packages.map((pkg) => pkg.slug))).toBe(true);
  });

  it.each(packages.map((pkg) => [pkg.slug, pkg] as const))('%s lists exactly 5 items with unique titles', (_, pkg) => {
    expect(pkg.items).toHaveLength(5);
    expect(unique(pkg.items.map((item) => item.title))).toBe(true);
  });

  it('have valid contact topics', () => {
    for (const pkg of packages) expect(isTopicValue(pkg.topic), pkg.slug).toBe(true);
  });

  it('ask for sparring on the sparring package and for a consultation on all others', () => {
    for (const pkg of packages) {
      expect(pkg.ctaLabel, pkg.slug).toBe(
        pkg.slug === 'sparring' ? 'Jetzt Sparring anfragen' : 'Jetzt Beratung anfragen',
      );
    }
  });

  it.each(packages.map((pkg) => [pkg.slug, pkg.description] as const))(
    '%s has a meta description of 50–160 characters',
    (_, description) => {
      expect(description.length).toBeGreaterThanOrEqual(50);
      expect(description.length).toBeLessThanOrEqual(160);
    },
  );

  it('serve AT, DE and CH; international expansion adds EU, LATAM and ASIA', () => {
    for (const pkg of packages) {
      if (pkg.slug === 'international-expansion') expect(packageAreas(pkg)).toEqual([...dach, 'EU', 'LATAM', 'ASIA']);
      else expect(packageAreas(pkg)).toEqual(dach);
    }
  });
});
