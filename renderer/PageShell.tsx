import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import type { PageContext } from 'vike/types';
import { FloatingWhatsApp } from '../components/layout/FloatingWhatsApp';
import { Footer } from '../components/layout/Footer';
import { Header } from '../components/layout/Header';
import { GlobalStyles } from '../components/theme/GlobalStyles';
import { layout } from '../components/theme/tokens';
import { ToastRegion } from '../components/ui/ToastRegion';
import { PageContextProvider } from './usePageContext';

const Main = styled.main({ display: 'block', minHeight: '60vh', paddingTop: layout.header, outline: 'none' });

/**
 * What every page shares: header, main landmark, footer, floating WhatsApp, toast region. Rendered
 * to HTML at build time only; the contact dialog is an island the page script mounts on demand.
 */
export function PageShell({ pageContext, children }: { pageContext: PageContext; children: ReactNode }) {
  return (
    <PageContextProvider pageContext={pageContext}>
      <GlobalStyles />
      <Header />
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      <Footer />
      <FloatingWhatsApp />
      <ToastRegion />
    </PageContextProvider>
  );
}
