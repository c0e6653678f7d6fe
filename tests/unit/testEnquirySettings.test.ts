import { afterEach, describe, expect, it, vi } from 'vitest';
import { publishActions } from '#tools/edit/server/jobs/publishActions.ts';
import { settingsProject } from '../support/settingsProject.ts';

afterEach(() => vi.unstubAllEnvs());

// The publish page's test enquiry goes where the built site's form sends: with the build's override
// of the form address, not the settings file's address alone. A closed port on this computer stands
// for the service, so nothing leaves it.
describe('the editor test enquiry (tools/edit/server/jobs/publishActions.ts)', () => {
  it('sends to the form address the build uses, the override of PUBLIC_ENV__FORM_ENDPOINT included', async () => {
    vi.stubEnv('PUBLIC_ENV__FORM_ENDPOINT', 'https://127.0.0.1:9/f/umgebung');
    const result = await publishActions(settingsProject()).publishTestEnquiry({});
    expect(result.ok).toBe(false);
    expect(result.line).toMatch(/127\.0\.0\.1/);
    expect(result.line).not.toMatch(/formspree/);
  });
});
