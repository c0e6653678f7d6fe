// https://vike.dev/onBeforePrerenderStart — the URLs to prerender; +data runs for each.

import { services } from '#model/copy/services';
import { paths } from '#model/paths';

export default function onBeforePrerenderStart() {
  return services.map((service) => paths.service(service.slug));
}
