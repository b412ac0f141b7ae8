import { ArticlePage } from '../../features/community/screens/article-page';
import { PUBLISH_RULES } from '../../features/community/components/publish-rules-text';

/** /content/publishrules: the community's publishing rules. */
export function Component() {
  return <ArticlePage {...PUBLISH_RULES} meta={PUBLISH_RULES.updated} />;
}
