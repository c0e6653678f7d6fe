// https://vike.dev/onBeforePrerenderStart — the URLs to prerender; +data runs for each.
import { paths } from '#content/paths';
import { services } from '#content/services';

export default function onBeforePrerenderStart() {
  return services.map((service) => paths.service(service.slug));
}
