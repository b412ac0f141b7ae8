import { useSearchParams } from 'react-router';
import { ContentEngagement } from '../../features/community/components/content-engagement';
import { ArticleScreen } from '../../features/places/guides/screens/article-screen';

/** /articleDetails (`?id=`): the article from places' guides, its comments, like and collect from the community. */
export function Component() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  return (
    <ArticleScreen
      key={id}
      id={id}
      engagement={(article) => (
        <ContentEngagement detail={article} sharePath={`/articleDetails?id=${encodeURIComponent(article.id)}`} />
      )}
    />
  );
}
