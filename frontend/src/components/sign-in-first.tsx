import { Navigate, useLocation } from 'react-router-dom';
import { signInPathFor } from '../lib/return-to';

/** A protected page seen signed out: off to /auth, remembering this page to return to after signing in. */
export function SignInFirst() {
  const location = useLocation();
  return <Navigate to={signInPathFor(location)} replace />;
}
