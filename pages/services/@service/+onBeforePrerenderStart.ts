// https://vike.dev/onBeforePrerenderStart
import { paths } from '../../../content/paths';
import { services } from '../../../content/services';
import { serviceData } from './serviceData';

// The data goes along with each URL, so the +data hook doesn't run again at prerender time.
export default function onBeforePrerenderStart() {
  return services.map((service) => ({ url: paths.service(service.slug), pageContext: { data: serviceData(service.slug) } }));
}
