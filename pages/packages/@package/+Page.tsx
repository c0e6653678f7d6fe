import { PackagePage } from '#components/detail/PackagePage';
import { useData } from '#renderer/usePageContext';
import type { Data } from './+data';

export default function Page() {
  const { pkg, others } = useData<Data>();
  return <PackagePage pkg={pkg} others={others} />;
}
