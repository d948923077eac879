import { useNavigate } from 'react-router-dom';
import { ErrorPage } from 'shared-ui';

/** /error: the generic error page; retry goes back to where the visitor came from, else reloads. */
export function ErrorRoutePage() {
  const navigate = useNavigate();
  const retry = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else window.location.reload();
  };
  return <ErrorPage onRetry={retry} />;
}
