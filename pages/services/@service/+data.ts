// https://vike.dev/data
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { serviceData } from './serviceData';

export default function data(pageContext: PageContextServer) {
  const found = serviceData(pageContext.routeParams.service ?? '');
  if (!found) throw render(404);
  return found;
}

export type Data = Awaited<ReturnType<typeof data>>;
