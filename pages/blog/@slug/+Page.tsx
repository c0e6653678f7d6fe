import { ArticleView } from '#components/blog/ArticleView';
import { useData } from '#renderer/usePageContext';
import type { Data } from './+data';

export default function Page() {
  const { article, related } = useData<Data>();
  return <ArticleView article={article} related={related} />;
}
