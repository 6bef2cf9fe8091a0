import { StatusPage } from '@lobby/design-system';
import { useNavigate } from 'react-router-dom';
import { paths } from '../routes/paths';

/** Any path the route table does not know (SPEC.md section 2 leaves the catalogue open). */
export default function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <StatusPage
      kind="notFound"
      onHome={() => {
        void navigate(paths.home);
      }}
    />
  );
}
