import { LoginScreen } from '@/features/auth/components/login-screen';

export function Component() {
  return <LoginScreen />;
}
