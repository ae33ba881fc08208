import {
  UnknownPersonPage,
  type UnknownPerson as UnknownPersonInfo,
} from '../../features/unknown-person/unknown-person-page';
import { useAuth } from '../auth/auth-provider';
import { signOut } from '../auth/auth-service';

/** The unknown-person page with the signed-in profile and the sign-out of the app shell. */
export function UnknownPerson(props: UnknownPersonInfo) {
  const { user } = useAuth();
  const profile = user?.profile;
  const signedInAs = profile?.email ?? profile?.name ?? profile?.preferred_username;
  return <UnknownPersonPage {...props} signedInAs={signedInAs} onSignOut={signOut} />;
}
