import { PackagePage } from '#components/detail/PackagePage.tsx';
import { useData } from '#renderer/usePageContext.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { pkg, others } = useData<Data>();
  return <PackagePage pkg={pkg} others={others} />;
}
