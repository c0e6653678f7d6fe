// https://vike.dev/data
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { packageData } from './packageData';

export default function data(pageContext: PageContextServer) {
  const found = packageData(pageContext.routeParams.package ?? '');
  if (!found) throw render(404);
  return found;
}

export type Data = Awaited<ReturnType<typeof data>>;
