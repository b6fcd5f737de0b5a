import { Navigate, Outlet } from 'react-router';
import { paths } from '../../app/paths';
import { useStudentSession } from './useStudentSession';

/** Student screens need a token and type 'user', otherwise /user/login (docs/product.md#roles). */
export function RequireStudent() {
  const { signedIn } = useStudentSession();
  return signedIn ? <Outlet /> : <Navigate to={paths.login} replace />;
}
