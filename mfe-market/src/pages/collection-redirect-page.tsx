import { Navigate } from 'react-router-dom';

export default function CollectionRedirectPage() {
  return <Navigate to="/collection/webtoon" replace />;
}
