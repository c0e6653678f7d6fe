// https://vike.dev/data — runs when the page is rendered (at build time); an unknown slug is a 404.
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { getPackage } from '#model/copy/packages.ts';
import { getService } from '#model/copy/services.ts';
import type { Package } from '#model/types.ts';

export default function data(pageContext: PageContextServer) {
  const service = getService(pageContext.routeParams.service ?? '');
  if (!service) throw render(404);
  const related = service.relatedPackages.map(getPackage).filter((pkg): pkg is Package => pkg !== undefined);
  return { service, related };
}

export type Data = Awaited<ReturnType<typeof data>>;
