import { PageTitle } from '@/components/ui/page-title';
import { LoginScreen } from '@/features/auth/components/login-screen';

export function Component() {
  return (
    <>
      <PageTitle title="Sign in" />
      <LoginScreen />
    </>
  );
}
