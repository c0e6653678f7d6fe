import { createContext, type ReactNode, useContext } from 'react';
import type { PageContext } from 'vike/types';

const Context = createContext<PageContext | undefined>(undefined);

export function PageContextProvider({ pageContext, children }: { pageContext: PageContext; children: ReactNode }) {
  return <Context.Provider value={pageContext}>{children}</Context.Provider>;
}

/** The current page's context (https://vike.dev/pageContext). */
export function usePageContext(): PageContext {
  const pageContext = useContext(Context);
  if (!pageContext) throw new Error('usePageContext() outside of <PageContextProvider>');
  return pageContext;
}

/** The page's data from its `+data` hook (https://vike.dev/useData). */
export function useData<Data>(): Data {
  return usePageContext().data as Data;
}
