import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { englishFormPort } from './englishSite.ts';
import { type FormService, startFormService } from './formService.ts';
import { testCertificate } from './tlsHosts.ts';

/** The contact dialog's words a visitor reads on a page of the English build, from that build's content. */
export interface ContactTexts {
  dialogTitle: string;
  submit: string;
  fields: { name: string; email: string; message: string };
}

/** The contact texts of the English build's German (`de`) or English (`en`) pages. */
export function contactTexts(root: string, language: 'de' | 'en'): ContactTexts {
  const file = path.join(root, 'content', ...(language === 'en' ? ['en'] : []), 'texts', 'contact.yaml');
  return parse(readFileSync(file, 'utf8')) as ContactTexts;
}

/**
 * The stand-in form service at the English build's form address (englishFormEndpoint), over HTTPS
 * with a throwaway certificate (the browser ignores certificate errors). Its port is one for the
 * whole run: a test that finds it taken waits until the test that holds it has stopped its service.
 */
export async function englishFormService(siteOrigin: string): Promise<FormService> {
  const certificate = await testCertificate(mkdtempSync(path.join(tmpdir(), 'english-form-')), ['127.0.0.1']);
  for (let attempt = 0; ; attempt++) {
    try {
      return await startFormService({ port: englishFormPort, certificate, siteOrigin, forms: ['/f/ok'] });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt === 240) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
