import { describe, expect, it } from 'vitest';
import { missingMessage, missingPackages } from '#dev/ensure-system-packages.mjs';
import { nuValidate } from '../support/nuValidator.ts';

const noPrograms = { PATH: '/nonexistent' };
const nothingInstalled = () => false;

describe('system packages for the tests', () => {
  it('asks for a headless JRE when there is no java on PATH', () => {
    const missing = missingPackages(noPrograms, nothingInstalled);
    expect(missing.map((entry) => entry.pkg)).toEqual([
      'chromium',
      'chromium-headless-shell',
      'nginx',
      'apache2',
      'default-jre-headless',
      'poppler-utils',
      'fonts-roboto-unhinted',
      'fonts-noto-core',
      'firefox-esr',
      'openssh-server',
      'pure-ftpd',
      'openssl',
    ]);
    expect(missingMessage(missing)).toMatch(/java.*Nu validator/);
    expect(missingMessage(missing)).toMatch(/pdftotext.*print test/);
    expect(missingMessage(missing)).toContain(
      'apt-get install -y chromium chromium-headless-shell nginx apache2 default-jre-headless poppler-utils fonts-roboto-unhinted fonts-noto-core firefox-esr openssh-server pure-ftpd openssl',
    );
    expect(missingMessage(missing)).toMatch(/sshd.*deploy test/);
  });

  it('asks each tier only for its own programs: the site for Chromium, Java, pdftotext, the fonts and Firefox, the tools for the servers', () => {
    expect(missingPackages(noPrograms, nothingInstalled, 'site').map((entry) => entry.pkg)).toEqual([
      'chromium',
      'chromium-headless-shell',
      'default-jre-headless',
      'poppler-utils',
      'fonts-roboto-unhinted',
      'fonts-noto-core',
      'firefox-esr',
    ]);
    expect(missingPackages(noPrograms, nothingInstalled, 'tools').map((entry) => entry.pkg)).toEqual([
      'chromium',
      'chromium-headless-shell',
      'nginx',
      'apache2',
      'openssh-server',
      'pure-ftpd',
      'openssl',
    ]);
  });

  it('does not ask for poppler-utils when pdftotext is on PATH', () => {
    const missing = missingPackages({ PATH: '/usr/bin' }, (file) => file === '/usr/bin/pdftotext');
    expect(missing.map((entry) => entry.pkg)).not.toContain('poppler-utils');
  });

  it('does not ask for Java when java is on PATH', () => {
    const missing = missingPackages({ PATH: '/usr/local/bin:/opt/jre/bin' }, (file) => file === '/opt/jre/bin/java');
    expect(missing.map((entry) => entry.pkg)).not.toContain('default-jre-headless');
  });

  it('the Nu validator names the package instead of failing on unparsable output', () => {
    expect(() => nuValidate([], noPrograms)).toThrow(/needs Java.*default-jre-headless/s);
  });
});
