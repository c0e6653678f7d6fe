// https://vike.dev/onBeforePrerenderStart — the URLs to prerender; +data runs for each.
import { paths } from '#model/paths';
import { services } from '#model/copy/services';

export default function onBeforePrerenderStart() {
  return services.map((service) => paths.service(service.slug));
}
