import { ServicePage } from '#components/detail/ServicePage.tsx';
import { useData } from '#renderer/usePageContext.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { service, related } = useData<Data>();
  return <ServicePage service={service} related={related} />;
}
