import { PageTitle } from '@/components/ui/page-title';
import { LoginScreen } from '@/features/auth/components/login-screen';
import { useT } from '@/i18n/use-t';

export function Component() {
  const t = useT();
  return (
    <>
      <PageTitle title={t('login.pageTitle')} />
      <LoginScreen />
    </>
  );
}
