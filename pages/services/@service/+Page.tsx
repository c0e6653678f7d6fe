import { ServicePage } from '#components/detail/ServicePage';
import { useData } from '#renderer/usePageContext';
import type { Data } from './+data';

export default function Page() {
  const { service, related } = useData<Data>();
  return <ServicePage service={service} related={related} />;
}
