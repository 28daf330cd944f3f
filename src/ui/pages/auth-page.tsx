import { LoginForm, useLoginForm } from '../modals/login-modal';
import { useCurrentRoute } from '../router/current-route';
import { RoutePage } from './route-page';

/** User pages. On user/login the login form is the page itself: login opens as a modal everywhere else (spec 000 §2). */
export function Component() {
  const { route } = useCurrentRoute();
  return <RoutePage>{route.name === 'user.login' ? <InlineLogin /> : null}</RoutePage>;
}

function InlineLogin() {
  return (
    <div className="inline-login">
      <LoginForm {...useLoginForm()} />
    </div>
  );
}
