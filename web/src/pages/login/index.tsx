import { LoginScreen, type LoginScreenProps } from '@/features/login';

/** Props of {@link LoginPage}. */
export type LoginPageProps = LoginScreenProps;

/** The login page (`/login`): the login feature's screen, outside the main layout. */
export default function LoginPage(props: LoginPageProps) {
  return <LoginScreen {...props} />;
}
