import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import type { PageContext } from 'vike/types';
import { FloatingWhatsApp } from '#components/layout/FloatingWhatsApp.tsx';
import { Footer } from '#components/layout/Footer.tsx';
import { Header } from '#components/layout/Header.tsx';
import { PrintUrl } from '#components/layout/PrintUrl.tsx';
import { GlobalStyles } from '#components/theme/GlobalStyles.tsx';
import { layout } from '#components/theme/tokens.ts';
import { ToastRegion } from '#components/ui/ToastRegion.tsx';
import { otherLanguagePage } from '#model/i18n/otherLanguage.ts';
import { pagePath } from '#model/i18n/page.ts';
import { canonicalUrl } from './head.ts';
import { resolvePageMeta } from './resolvePageMeta.ts';
import { PageContextProvider } from './usePageContext.tsx';

const Main = styled.main({ display: 'block', minHeight: '60vh', paddingTop: layout.header, outline: 'none' });

/**
 * What every page shares: header, main landmark, footer, floating WhatsApp, toast region. Rendered
 * to HTML at build time only; the contact dialog is an island the page script mounts on demand.
 */
export function PageShell({ pageContext, children }: { pageContext: PageContext; children: ReactNode }) {
  return (
    <PageContextProvider pageContext={pageContext}>
      <GlobalStyles />
      <Header languageTarget={otherLanguagePage(pagePath(pageContext.urlPathname))} />
      <Main id="main" tabIndex={-1}>
        <PrintUrl url={canonicalUrl(resolvePageMeta(pageContext), pagePath(pageContext.urlPathname))} />
        {children}
      </Main>
      <Footer />
      <FloatingWhatsApp />
      <ToastRegion />
    </PageContextProvider>
  );
}
