import { useLocation } from 'react-router-dom';
import { Articles } from './Articles';
import { paths } from '../../routes/paths';

/** /news and /blog (SPEC.md section 1 "Other screens"): one page, the path says which articles. */
export default function NewsPage() {
  const { pathname } = useLocation();
  const blog = pathname.toLowerCase().replace(/\/+$/, '') === paths.blog.toLowerCase();
  return <Articles key={blog ? 'BLOG' : 'NEWS'} kind={blog ? 'BLOG' : 'NEWS'} />;
}
