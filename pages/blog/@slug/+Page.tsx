import { ArticleView } from '#components/blog/ArticleView.tsx';
import { useData } from '#renderer/usePageContext.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { article, related } = useData<Data>();
  return <ArticleView article={article} related={related} />;
}
