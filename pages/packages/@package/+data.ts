// https://vike.dev/data — runs when the page is rendered (at build time); an unknown slug is a 404.
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { getPackage, packages } from '#model/copy/packages.ts';

export default function data(pageContext: PageContextServer) {
  const pkg = getPackage(pageContext.routeParams.package ?? '');
  if (!pkg) throw render(404);
  return { pkg, others: packages.filter((other) => other.slug !== pkg.slug) };
}

export type Data = Awaited<ReturnType<typeof data>>;
