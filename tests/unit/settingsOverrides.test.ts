import { describe, expect, it } from 'vitest';
import { loadDataFile } from '#model/load/dataFile.ts';
import type { BuildEnv } from '#model/load/env.ts';
import { OwnerError } from '#model/load/ownerError.ts';
import { completeSettings, settingsProject } from '../support/settingsProject.ts';

// A project with the fixture's complete settings, and one with a self-hosted Matomo in them.
const withMatomo = completeSettings.replace(
  /^analytics: null$/m,
  'analytics:\n  provider: matomo\n  endpoint: https://statistik.meine-domain.at/\n  siteId: "1"\n  operator: self-hosted\n  retentionMonths: 14',
);

const plain = settingsProject();
const matomo = settingsProject(withMatomo);

const read = (root: string, env?: BuildEnv) => loadDataFile('settings', root, env ? { env } : {}).data;

/** The owner's lines of a refusal. */
function refusal(root: string, env: BuildEnv): string[] {
  try {
    read(root, env);
  } catch (error) {
    if (error instanceof OwnerError) return error.message.split('\n');
    throw error;
  }
  throw new Error('not refused');
}

const selfHostedMatomo = {
  provider: 'matomo',
  endpoint: 'https://statistik.meine-domain.at',
  siteId: '1',
  operator: 'self-hosted',
  retentionMonths: 14,
};

describe('the build-time overrides of the settings (model/load/env.ts)', () => {
  it('take the file as written when no variable is set, the endpoint without its trailing slash', () => {
    expect(read(plain, {}).analytics).toBeNull();
    expect(read(matomo, {}).analytics).toEqual(selfHostedMatomo);
    expect(read(plain, {}).url).toBe('https://www.berger-strategie.at');
  });

  it('replace the address and the form address, without trailing slashes', () => {
    const site = read(plain, {
      PUBLIC_ENV__SITE_URL: 'https://www.example.com/',
      PUBLIC_ENV__FORM_ENDPOINT: ' https://formspree.io/f/other ',
    });
    expect(site.url).toBe('https://www.example.com');
    expect(site.formEndpoint).toBe('https://formspree.io/f/other');
  });

  it('are read only by the build: the owner tools read the file as it is', () => {
    expect(read(plain).url).toBe('https://www.berger-strategie.at');
  });

  it('let the variables choose and describe a provider', () => {
    expect(
      read(plain, {
        PUBLIC_ENV__ANALYTICS_PROVIDER: 'plausible',
        PUBLIC_ENV__ANALYTICS_ENDPOINT: 'https://plausible.io/',
        PUBLIC_ENV__ANALYTICS_SITE_ID: 'meine-domain.at',
        PUBLIC_ENV__ANALYTICS_OPERATOR: 'Plausible Insights OÜ, Tartu, Estland',
        PUBLIC_ENV__ANALYTICS_RETENTION_MONTHS: '24',
      }).analytics,
    ).toEqual({
      provider: 'plausible',
      endpoint: 'https://plausible.io',
      siteId: 'meine-domain.at',
      operator: { provider: 'Plausible Insights OÜ, Tartu, Estland' },
      retentionMonths: 24,
    });
  });

  it('let one variable change the file setting, and "none" switch it off', () => {
    expect(read(matomo, { PUBLIC_ENV__ANALYTICS_SITE_ID: '3' }).analytics).toEqual({
      ...selfHostedMatomo,
      siteId: '3',
    });
    expect(
      read(matomo, { PUBLIC_ENV__ANALYTICS_PROVIDER: 'none', PUBLIC_ENV__ANALYTICS_SITE_ID: '3' }).analytics,
    ).toBeNull();
    // Without a tool named anywhere, a variable of one configures nothing.
    expect(read(plain, { PUBLIC_ENV__ANALYTICS_SITE_ID: '3' }).analytics).toBeNull();
  });

  it('are checked by the settings schema, in its words, naming the variable instead of the file', () => {
    const http = 'http://statistik.meine-domain.at';
    const inFile = refusal(settingsProject(withMatomo.replace('https://statistik.meine-domain.at/', http)), {});
    const inEnv = refusal(matomo, { PUBLIC_ENV__ANALYTICS_ENDPOINT: http });
    expect(inFile).toEqual([
      `content/settings/site.yaml: analytics.endpoint (Adresse der Installation): „${http}“ beginnt mit http:// (unverschlüsselt) – erlaubt: die Adresse der Installation, die mit https:// beginnt, z. B. https://statistik.meine-domain.at`,
    ]);
    expect(inEnv).toEqual([inFile[0]?.replace('content/settings/site.yaml', 'PUBLIC_ENV__ANALYTICS_ENDPOINT')]);
    expect(refusal(plain, { PUBLIC_ENV__SITE_URL: 'http://www.example.com' })).toEqual([
      expect.stringMatching(
        /^PUBLIC_ENV__SITE_URL: url \(Adresse der Website\): „http:\/\/www\.example\.com“ .* – erlaubt: /,
      ),
    ]);
  });

  it('refuse what the requests or the privacy policy cannot work with', () => {
    expect(refusal(matomo, { PUBLIC_ENV__ANALYTICS_PROVIDER: 'google' })).toEqual([
      expect.stringMatching(/^PUBLIC_ENV__ANALYTICS_PROVIDER: analytics\.provider \(Werkzeug\): „google“/),
    ]);
    expect(refusal(matomo, { PUBLIC_ENV__ANALYTICS_RETENTION_MONTHS: 'vierzehn' })).toEqual([
      expect.stringMatching(/^PUBLIC_ENV__ANALYTICS_RETENTION_MONTHS: analytics\.retentionMonths .*„vierzehn“/),
    ]);
    for (const endpoint of ['https://statistik.meine-domain.at/matomo.php', 'https://statistik.meine-domain.at/?x=1'])
      expect(refusal(matomo, { PUBLIC_ENV__ANALYTICS_ENDPOINT: endpoint })).toEqual([
        expect.stringMatching(/^PUBLIC_ENV__ANALYTICS_ENDPOINT: .* ohne Zähldatei wie matomo\.php/),
      ]);
    // A tool named by a variable, with nothing else it needs: each missing field, at the file.
    const missing = refusal(plain, { PUBLIC_ENV__ANALYTICS_PROVIDER: 'matomo' });
    expect(missing.map((line) => line.split(':').slice(0, 2).join(':'))).toEqual([
      'content/settings/site.yaml: analytics.endpoint (Adresse der Installation)',
      'content/settings/site.yaml: analytics.siteId (Website-Kennung)',
      'content/settings/site.yaml: analytics.operator (Betreiber)',
      'content/settings/site.yaml: analytics.retentionMonths (Speicherdauer in Monaten)',
    ]);
  });
});
