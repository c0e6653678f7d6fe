import { describe, expect, it, vi } from 'vitest';
import { htaccess } from '#integrations/emit/hosting/htaccess.ts';
import { nginxConfig } from '#integrations/emit/hosting/nginx.ts';
import { checkCertificate } from '#tools/check-host/checks/certificate.ts';
import { checkForm, preflightProblem } from '#tools/check-host/checks/form.ts';
import type { CheckContext } from '#tools/check-host/context.ts';
import { cspDifferences } from '#tools/check-host/expectedCsp.ts';
import { explain } from '#tools/check-host/netErrors.ts';
import { originFrom } from '#tools/check-host/origin.ts';
import { inPool } from '#tools/check-host/pool.ts';
import { fixtureRoot } from '../support/fixtureSite.ts';

const url = new URL('https://www.meine-domain.at/');
const failure = (code: string) => Object.assign(new Error(`${code}: something in English`), { code });

describe('npm run check:host: what the owner reads when the host fails', () => {
  it('names each certificate problem in German and says what to do', () => {
    expect(explain(failure('CERT_HAS_EXPIRED'), url)).toBe(
      "Das HTTPS-Zertifikat von www.meine-domain.at ist abgelaufen – beim Hoster erneuern lassen (z. B. automatisch mit Let's Encrypt).",
    );
    expect(explain(failure('ERR_TLS_CERT_ALTNAME_INVALID'), url)).toBe(
      'Das HTTPS-Zertifikat gilt nicht für www.meine-domain.at, sondern für andere Namen – beim Hoster ein Zertifikat einrichten, das www.meine-domain.at enthält.',
    );
    expect(explain(failure('DEPTH_ZERO_SELF_SIGNED_CERT'), url)).toMatch(
      /^Das HTTPS-Zertifikat von www\.meine-domain\.at ist selbst ausgestellt; Browser vertrauen ihm nicht/,
    );
  });

  it('tells a name without DNS entry from a server that does not answer', () => {
    expect(explain(failure('ENOTFOUND'), url)).toBe(
      'Der Name www.meine-domain.at lässt sich nicht auflösen: kein DNS-Eintrag für www.meine-domain.at (Schreibweise und Einträge beim Domain-Anbieter prüfen).',
    );
    expect(explain(failure('ECONNREFUSED'), url)).toBe(
      'https://www.meine-domain.at ist nicht erreichbar: der Server nimmt auf Port 443 keine Verbindung an.',
    );
    expect(explain(failure('ETIMEDOUT'), url)).toBe(
      'https://www.meine-domain.at antwortet nicht (Zeitüberschreitung).',
    );
  });

  it('warns two weeks before the certificate expires', async () => {
    const context = (days: number): CheckContext => ({
      origin: url,
      distDir: 'dist',
      home: {
        url,
        status: 200,
        headers: {},
        body: '',
        certificateExpires: new Date(Date.UTC(2030, 0, 1) + days * 86_400_000),
      },
    });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2030, 0, 1));
    try {
      expect((await checkCertificate(context(90))).problems).toEqual([]);
      expect((await checkCertificate(context(5))).problems).toEqual([
        'Das HTTPS-Zertifikat von www.meine-domain.at läuft in 5 Tagen ab (6.1.2030) – beim Hoster prüfen, ob es rechtzeitig erneuert wird.',
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes the address with or without https://, and asks for one when it is missing', () => {
    expect(originFrom('www.meine-domain.at')).toEqual(new URL('https://www.meine-domain.at'));
    expect(originFrom('https://www.meine-domain.at/impressum')).toEqual(new URL('https://www.meine-domain.at'));
    expect(originFrom(undefined)).toBe(
      'Bitte die Adresse der Website angeben. Aufruf: npm run check:host -- https://www.meine-domain.at',
    );
    expect(originFrom('http://www.meine-domain.at')).toMatch(/^Bitte die https:\/\/-Adresse angeben/);
  });

  it('names the CSP directives that differ from the build, in any order of sources', () => {
    const build = "default-src 'self'; script-src 'self' 'sha256-x'; frame-ancestors 'none'";
    expect(cspDifferences("script-src 'sha256-x' 'self'; default-src 'self'; frame-ancestors 'none'", build)).toBe('');
    expect(cspDifferences("default-src 'self'; script-src 'self'; img-src *", build)).toBe(
      "es fehlt frame-ancestors; zusätzlich img-src; anders: script-src „'self'“ statt „'self' 'sha256-x'“",
    );
  });

  it("compared with a page's own policy, accepts the header's hashes of the other pages' inline scripts, nothing else", () => {
    const page = "default-src 'self'; script-src 'self' 'sha256-x'; frame-ancestors 'none'";
    const header = "default-src 'self'; script-src 'self' 'sha256-x' 'sha256-y'; frame-ancestors 'none'";
    expect(cspDifferences(header, page, { fromPage: true })).toBe('');
    expect(cspDifferences(header, page)).toMatch(/^anders: script-src/);
    expect(
      cspDifferences("default-src 'self'; script-src 'self' 'sha256-y'; frame-ancestors 'none'", page, {
        fromPage: true,
      }),
    ).toBe("anders: script-src „'self'“ statt „'self' 'sha256-x'“");
    expect(
      cspDifferences("default-src 'self'; script-src 'self' 'sha256-x' 'unsafe-inline'; frame-ancestors 'none'", page, {
        fromPage: true,
      }),
    ).toMatch(/^anders: script-src/);
  });

  it('checks the sitemap in bounded time: no task starts after the budget', async () => {
    const started: number[] = [];
    const results = await inPool([1, 2, 3, 4, 5], 2, 30, async (item) => {
      started.push(item);
      await new Promise((resolve) => setTimeout(resolve, 40));
      return item * 10;
    });
    expect(started).toEqual([1, 2]);
    expect(results).toEqual([10, 20]);
  });
});

describe('npm run check:host: the contact form as a browser on the site sees it', () => {
  const form = new URL('https://formspree.io/f/xberger1');
  const preflight = (status: number, headers: Record<string, string>) => ({ url: form, status, headers, body: '' });
  const allowing = {
    'access-control-allow-origin': url.origin,
    'access-control-allow-headers': 'Content-Type',
    'access-control-allow-methods': 'POST, OPTIONS',
  };

  it('accepts a preflight answer that lets the site send its JSON POST, also with wildcards', () => {
    expect(preflightProblem(preflight(204, allowing), url)).toBeUndefined();
    expect(
      preflightProblem(
        preflight(200, { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' }),
        url,
      ),
    ).toBeUndefined();
  });

  it('names in German what keeps browsers from sending, and what to do at the form service', () => {
    expect(preflightProblem(preflight(405, allowing), url)).toMatch(
      /^Der Formulardienst \(formspree\.io\) beantwortet die Vorab-Anfrage der Browser \(CORS-Preflight, OPTIONS\) mit 405 statt 2xx/,
    );
    expect(
      preflightProblem(preflight(204, { ...allowing, 'access-control-allow-origin': 'https://meine-domain.at' }), url),
    ).toBe(
      'Der Formulardienst (formspree.io) nimmt keine Anfragen von https://www.meine-domain.at an (Access-Control-Allow-Origin „https://meine-domain.at“): Browser blockieren jede Anfrage über das Kontaktformular – beim Formulardienst www.meine-domain.at als erlaubte Domain des Formulars eintragen.',
    );
    expect(preflightProblem(preflight(204, { 'access-control-allow-origin': url.origin }), url)).toMatch(
      /keine JSON-Anfragen \(Content-Type fehlt in Access-Control-Allow-Headers\)/,
    );
    expect(preflightProblem(preflight(204, { ...allowing, 'access-control-allow-methods': 'GET' }), url)).toMatch(
      /kein Absenden \(POST fehlt in Access-Control-Allow-Methods\)/,
    );
  });

  it('names the template’s example form address (as check:launch does) without asking any service', async () => {
    const home = { url, status: 200, headers: {}, body: '' };
    const template =
      /^Die Formular-Adresse ist noch der Beispielwert der Vorlage \(https:\/\/formspree\.io\/f\/placeholder\): keine Anfrage kommt bei Ihnen an/;
    // The terminal names the setting's key; the editor's publish log its place in the editor.
    expect((await checkForm({ origin: url, distDir: 'dist', home, root: fixtureRoot })).problems).toEqual([
      {
        terminal: expect.stringMatching(template),
        owner: expect.stringMatching(template),
      },
    ]);
  });
});

describe('hosting kit: redirects to the canonical address', () => {
  it('leads the bare domain and plain http to https://www… only for the site’s own names', () => {
    const apache = htaccess(undefined, null, 'https://www.meine-domain.at');
    expect(apache).toContain('RewriteCond %{HTTP_HOST} ^(www\\.meine-domain\\.at|meine-domain\\.at)$ [NC]');
    expect(apache).toContain('RewriteCond %{HTTP_HOST} ^meine-domain\\.at$ [NC]');
    expect(apache.match(/RewriteRule \^ https:\/\/www\.meine-domain\.at%\{REQUEST_URI\} \[R=301,L\]/g)).toHaveLength(2);
    const nginx = nginxConfig({ root: '/var/www/site', siteUrl: 'https://meine-domain.at' });
    expect(nginx).toContain('server_name meine-domain.at www.meine-domain.at;');
    expect(nginx).toMatch(
      /map "\$site_scheme:\/\/\$host" \$site_redirect \{\n\s+default\s+0;\n\s+http:\/\/meine-domain\.at\s+1;\n\s+http:\/\/www\.meine-domain\.at\s+1;\n\s+https:\/\/www\.meine-domain\.at\s+1;\n\}/,
    );
    expect(nginx).toContain('return 301 https://meine-domain.at$request_uri;');
  });

  it('has no redirects for a site URL on an IP address or localhost over http', () => {
    expect(htaccess(undefined, null, 'http://127.0.0.1:4173')).not.toContain('HTTP_HOST');
    expect(htaccess(undefined, null, 'http://localhost')).not.toContain('HTTP_HOST');
    expect(nginxConfig({ root: '/srv', siteUrl: 'http://localhost' })).not.toContain('site_redirect');
  });
});
