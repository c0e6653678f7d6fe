// https://vike.dev/onBeforePrerenderStart — the URLs to prerender; +data runs for each.

import { services } from '#model/copy/services.ts';
import { paths } from '#model/paths.ts';

export default function onBeforePrerenderStart() {
  return services.map((service) => paths.service(service.slug));
}
