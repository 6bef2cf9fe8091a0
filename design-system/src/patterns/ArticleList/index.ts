export {
  ArticleList,
  ArticleView,
  articleCoverSize,
  type ArticleCard,
  type ArticleListProps,
  type ArticleViewProps,
} from './ArticleList';
