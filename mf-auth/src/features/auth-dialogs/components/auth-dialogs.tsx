import { useAuthLocation } from '../hooks/use-auth-location';
import { viewOf } from '../lib/fragments';
import { ForgottenPasswordDialog } from './forgotten-password-dialog';
import { LoginRegisterDialog } from './login-register-dialog';
import { LogoutDialog } from './logout-dialog';
import { TwoFactorDialog } from './two-factor-dialog';

/** The dialog the URL fragment opens (spec section 2), or nothing. */
export function AuthDialogs() {
  const { dialog } = useAuthLocation();
  if (!dialog) return null;
  switch (viewOf(dialog)) {
    case 'loginRegister':
      return <LoginRegisterDialog />;
    case 'forgottenPassword':
      return <ForgottenPasswordDialog />;
    case 'twoFactor':
      return <TwoFactorDialog />;
    case 'logout':
      return <LogoutDialog />;
  }
}
